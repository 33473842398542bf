/** Date and time display in the viewer's own time zone and locale. */
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const shortDateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

/** A key that is equal for two instants on the same local calendar day. */
export function localDayKey(iso: string) {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** Time for today's instants, a short date otherwise (conversation lists). */
export function formatRecent(iso: string, now = new Date()) {
  return localDayKey(iso) === localDayKey(now.toISOString())
    ? formatTime(iso)
    : shortDateFormat.format(new Date(iso));
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const mediumDateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Tue, Jun 3, 2025, 10:00 AM GMT+2" in the viewer's zone, named (appointment tables and cards). */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
/** "Jun 3, 2025" in the viewer's zone. */
export const formatDate = (iso: string) => mediumDateFormat.format(new Date(iso));

/** "60 min": a session length. */
export const formatDuration = (minutes: number) => `${minutes} min`;
