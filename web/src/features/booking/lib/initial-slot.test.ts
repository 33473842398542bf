import { describe, expect, it } from 'vitest';
import { initialSlotFrom } from './initial-slot';

const read = (query: string, zone = 'America/Los_Angeles') =>
  initialSlotFrom(new URLSearchParams(query), zone);

describe('a free time chosen on a profile', () => {
  it('keeps a day and a start on that day in the viewer’s zone', () => {
    // 10:00 in Los Angeles on 1 December is 18:00 UTC.
    expect(read('healer=h&date=2026-12-01&time=2026-12-01T18:00:00Z')).toEqual({
      date: '2026-12-01',
      time: '2026-12-01T18:00:00.000Z',
    });
  });

  it('keeps the day but not a start that falls on another day there', () => {
    // 02:00 UTC on 2 December is still 1 December in Los Angeles.
    expect(read('date=2026-12-02&time=2026-12-02T02:00:00Z')).toEqual({
      date: '2026-12-02',
      time: undefined,
    });
  });

  it('ignores malformed values', () => {
    for (const query of ['', 'time=2026-12-01T18:00:00Z', 'date=tomorrow', 'date=2026-13-45'])
      expect(read(query), query).toBeUndefined();
    expect(read('date=2026-12-01&time=soon')).toEqual({ date: '2026-12-01', time: undefined });
  });
});
