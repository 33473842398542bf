import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDisplayZone, SERVER_DISPLAY_ZONE, setDisplayTimeZone } from './display-zone';
import { formatSoon, formatTime } from './format-date';

/** Every 37 minutes over 20 days across a DST change in Los Angeles (Nov 1, 2026). */
const instants = Array.from({ length: (20 * 24 * 60) / 37 }, (_, index) =>
  new Date(Date.parse('2026-10-25T00:00:00Z') + index * 37 * 60_000).toISOString(),
);
const now = new Date('2026-10-28T00:00:00Z');

function intlSoon(iso: string, timeZone: string) {
  const soon = (Date.parse(iso) - now.getTime()) / 86_400_000 < 6;
  const options: Intl.DateTimeFormatOptions = soon
    ? { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }
    : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone };
  return new Intl.DateTimeFormat('en-US', options).format(new Date(iso));
}

const intlTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

describe('times written without Intl (decision 077)', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    vi.unstubAllGlobals();
    process.env.TZ = zoneBefore;
    setDisplayTimeZone(undefined);
  });

  it('write the server display (UTC, US English) exactly as Intl does', () => {
    for (const iso of instants) {
      expect(formatSoon(iso, SERVER_DISPLAY_ZONE, now)).toBe(intlSoon(iso, 'UTC'));
      expect(formatTime(iso, SERVER_DISPLAY_ZONE)).toBe(intlTime(iso, 'UTC'));
    }
  });

  it('write the browser’s own zone in US English exactly as Intl does, across a DST change', () => {
    process.env.TZ = 'America/Los_Angeles';
    vi.stubGlobal('navigator', { language: 'en-US' });
    setDisplayTimeZone(undefined);
    const browser = currentDisplayZone();
    for (const iso of instants) {
      expect(formatSoon(iso, browser, now)).toBe(intlSoon(iso, 'America/Los_Angeles'));
      expect(formatTime(iso, browser)).toBe(intlTime(iso, 'America/Los_Angeles'));
    }
  });

  it('leave other languages and named zones to Intl', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    process.env.TZ = 'Asia/Tokyo';
    expect(formatTime('2026-01-05T10:00:00Z', currentDisplayZone())).toBe(
      new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(
        new Date('2026-01-05T10:00:00Z'),
      ),
    );
    expect(formatSoon('2026-01-05T10:00:00Z', { zone: 'Asia/Tokyo', locale: 'de-DE' }, now)).toBe(
      'Mo., 19:00',
    );
  });
});
