const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A zone we can format in: the profile's (validated when saved), else UTC. */
function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * An instant as a recipient reads it, in their own zone and naming it (docs/product.md,
 * Notifications): "Tuesday, January 12, 2027 at 3:00 PM (Europe/Berlin)".
 */
export function formatInZone(instant: Date, timeZone: string | null | undefined): string {
  const zone = knownZone(timeZone);
  const parts = formatterFor(zone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  const date = `${value('weekday')}, ${value('month')} ${value('day')}, ${value('year')}`;
  const time = `${value('hour')}:${value('minute')} ${value('dayPeriod')}`;
  return `${date} at ${time} (${zone})`;
}
