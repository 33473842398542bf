import { currentDisplayLocale, displayTimeZone } from './zoned-date';

/**
 * Date and time display in the viewer's zone (`displayTimeZone`, docs/product.md, Time zones)
 * and locale: hours as the locale writes them (am/pm or 24 h), never bare.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(name: string, options: Intl.DateTimeFormatOptions, iso: string) {
  const zone = displayTimeZone();
  const locale = currentDisplayLocale();
  const key = `${name}|${zone}|${locale ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

export const formatTime = (iso: string) =>
  formatIn('time', { hour: 'numeric', minute: '2-digit' }, iso);

export const formatDay = (iso: string) =>
  formatIn('day', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, iso);

/** A key that is equal for two instants on the same day in the viewer's zone. */
export const localDayKey = (iso: string) =>
  formatIn('key', { year: 'numeric', month: '2-digit', day: '2-digit' }, iso);

/** Time for today's instants, a short date otherwise (conversation lists). */
export function formatRecent(iso: string, now = new Date()) {
  return localDayKey(iso) === localDayKey(now.toISOString())
    ? formatTime(iso)
    : formatIn('short', { month: 'short', day: 'numeric' }, iso);
}

/** "Tue, Jun 3, 2025, 10:00 AM PDT" in the viewer's zone, named (appointment tables and cards). */
export const formatDateTime = (iso: string) =>
  formatIn(
    'date-time',
    {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    iso,
  );

/** "Jun 3, 2025" in the viewer's zone. */
export const formatDate = (iso: string) =>
  formatIn('date', { month: 'short', day: 'numeric', year: 'numeric' }, iso);

/**
 * A coming instant as briefly as it can be read unambiguously: "Tue 10:00 AM" within the coming
 * six days, "Dec 8, 10:00 AM" further on (a directory card's next free time).
 */
export function formatSoon(iso: string, now = new Date()) {
  const days = (Date.parse(iso) - now.getTime()) / 86_400_000;
  return days < 6
    ? formatIn('soon', { weekday: 'short', hour: 'numeric', minute: '2-digit' }, iso)
    : formatIn(
        'later',
        { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
        iso,
      );
}

/** "60 min": a session length. */
export const formatDuration = (minutes: number) => `${minutes} min`;
