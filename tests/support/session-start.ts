/**
 * The first `stepMinutes` boundary at least `hoursAhead` from now, for an hour's session with a
 * healer free 00:00–24:00 UTC: a start at 23:00 or later would run past the day's window into the
 * next, which the slot rules refuse, so such a start moves on to the next midnight.
 */
export function startInHours(hoursAhead: number, stepMinutes = 60) {
  const step = stepMinutes * 60_000;
  return new Date(
    clearOfMidnight(Math.ceil((Date.now() + hoursAhead * 3_600_000) / step) * step),
  ).toISOString();
}

/** A start (epoch ms) at 23:xx UTC moved to the next midnight, so an hour's session stays inside one day. */
export function clearOfMidnight(start: number): number {
  const moved = new Date(start);
  if (moved.getUTCHours() === 23) moved.setUTCHours(24, 0, 0, 0);
  return moved.getTime();
}
