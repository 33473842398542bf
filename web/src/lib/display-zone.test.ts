import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  currentDisplayZone,
  SERVER_DISPLAY_ZONE,
  setDisplayTimeZone,
  useDisplayZone,
} from './display-zone';
import { formatDateTime, formatTime } from './format-date';

function Probe() {
  const display = useDisplayZone();
  return createElement('p', null, `${display.zone} ${formatTime('2026-01-05T10:00:00Z', display)}`);
}

describe('display zone', () => {
  it('renders on the server in its snapshot (UTC, en-US), whatever the viewer zone is', () => {
    setDisplayTimeZone('Pacific/Kiritimati');
    expect(renderToString(createElement(Probe))).toBe('<p>UTC 10:00 AM</p>');
  });

  it('goes back to the browser zone when no profile names one (signed out)', () => {
    setDisplayTimeZone('Asia/Tokyo');
    setDisplayTimeZone(undefined);
    expect(currentDisplayZone()).toMatchObject({
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      locale: undefined,
    });
  });

  it('holds the viewer zone for readers outside rendering, and formats in the zone it is given', () => {
    setDisplayTimeZone('Asia/Tokyo');
    expect(currentDisplayZone()).toEqual({ zone: 'Asia/Tokyo', locale: undefined });
    const tokyo = { zone: 'Asia/Tokyo', locale: 'en-US' };
    expect(formatTime('2026-01-05T10:00:00Z', tokyo)).toBe('7:00 PM');
    expect(formatDateTime('2026-01-05T10:00:00Z', SERVER_DISPLAY_ZONE)).toBe(
      'Mon, Jan 5, 2026, 10:00 AM UTC',
    );
    expect(formatTime('2026-01-05T10:00:00Z', { zone: 'UTC', locale: 'de-DE' })).toBe('10:00');
  });
});
