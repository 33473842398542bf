import { isBrowserZone, type DisplayZone } from './display-zone';

/**
 * Date and time display in the viewer's zone and locale (`useDisplayZone`, docs/product.md, Time
 * zones): hours as the locale writes them (am/pm or 24 h), never bare. Each formatter takes the
 * display zone its component read, so the component renders again when it changes.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  name: string,
  options: Intl.DateTimeFormatOptions,
  iso: string,
  { zone, locale }: DisplayZone,
) {
  const key = `${name}|${zone}|${locale ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Fields {
  weekday: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * An instant's fields read without `Intl`, where that is exact: in the server's display (UTC, US
 * English) by the UTC getters, in the browser's own zone and US English by the local ones.
 * Undefined otherwise (a named zone, another language): `Intl` writes those. Why: the page's
 * first `Intl` call makes Chromium initialise ICU (10–40 ms on a fast machine, ×4 on a phone),
 * the largest single task of the directory's start, which writes nothing but these (decision 077).
 */
function usEnglishFields(iso: string, display: DisplayZone): Fields | undefined {
  const date = new Date(iso);
  if (display.locale === 'en-US' && display.zone === 'UTC')
    return {
      weekday: date.getUTCDay(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  if (isBrowserZone(display) && typeof navigator !== 'undefined' && navigator.language === 'en-US')
    return {
      weekday: date.getDay(),
      month: date.getMonth(),
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  return undefined;
}

/** "10:05 AM", "12:30 PM": US English's 12-hour clock, as `Intl` writes it. */
const usClock = ({ hour, minute }: Fields) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

export function formatTime(iso: string, display: DisplayZone) {
  const fields = usEnglishFields(iso, display);
  return fields
    ? usClock(fields)
    : formatIn('time', { hour: 'numeric', minute: '2-digit' }, iso, display);
}

export const formatDay = (iso: string, display: DisplayZone) =>
  formatIn(
    'day',
    { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    iso,
    display,
  );

/** A key that is equal for two instants on the same day in the viewer's zone. */
export const localDayKey = (iso: string, display: DisplayZone) =>
  formatIn('key', { year: 'numeric', month: '2-digit', day: '2-digit' }, iso, display);

/** Time for today's instants, a short date otherwise (conversation lists). */
export function formatRecent(iso: string, display: DisplayZone, now = new Date()) {
  return localDayKey(iso, display) === localDayKey(now.toISOString(), display)
    ? formatTime(iso, display)
    : formatIn('short', { month: 'short', day: 'numeric' }, iso, display);
}

/** "Tue, Jun 3, 2025, 10:00 AM PDT" in the viewer's zone, named (appointment tables and cards). */
export const formatDateTime = (iso: string, display: DisplayZone) =>
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
    display,
  );

/** "Jun 3, 2025" in the viewer's zone. */
export const formatDate = (iso: string, display: DisplayZone) =>
  formatIn('date', { month: 'short', day: 'numeric', year: 'numeric' }, iso, display);

/**
 * A coming instant as briefly as it can be read unambiguously: "Tue 10:00 AM" within the coming
 * six days, "Dec 8, 10:00 AM" further on (a directory card's next free time).
 */
export function formatSoon(iso: string, display: DisplayZone, now = new Date()) {
  const days = (Date.parse(iso) - now.getTime()) / 86_400_000;
  const fields = usEnglishFields(iso, display);
  if (fields)
    return days < 6
      ? `${WEEKDAYS[fields.weekday]} ${usClock(fields)}`
      : `${MONTHS[fields.month]} ${fields.day}, ${usClock(fields)}`;
  return days < 6
    ? formatIn('soon', { weekday: 'short', hour: 'numeric', minute: '2-digit' }, iso, display)
    : formatIn(
        'later',
        { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
        iso,
        display,
      );
}

/** "60 min": a session length. */
export const formatDuration = (minutes: number) => `${minutes} min`;
