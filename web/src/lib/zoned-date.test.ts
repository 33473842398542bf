import { describe, expect, it } from 'vitest';
import { addMonths, dateIn, hourIn, monthWeeks, startOfDayIn } from './zoned-date';

describe('zoned dates', () => {
  it('reads the date and hour of an instant in a zone', () => {
    const instant = '2026-03-29T23:30:00Z';
    expect(dateIn('UTC', instant)).toBe('2026-03-29');
    expect(dateIn('Asia/Tokyo', instant)).toBe('2026-03-30');
    expect(dateIn('America/Los_Angeles', instant)).toBe('2026-03-29');
    expect(hourIn('Asia/Kolkata', instant)).toBe(5);
  });

  it('moves months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks('2026-02');
    expect(weeks[0]).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-07',
    ]);
    expect(weeks).toHaveLength(4);
    const march = monthWeeks('2026-03');
    expect(march.flat().filter(Boolean)).toHaveLength(31);
    expect(march.every((week) => week.length === 7)).toBe(true);
  });
});

describe('startOfDayIn', () => {
  it('finds the instant a date begins in a zone, across daylight-saving changes', () => {
    expect(startOfDayIn('America/Chicago', '2026-03-08')).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfDayIn('America/Chicago', '2026-03-09')).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfDayIn('Asia/Kolkata', '2026-01-01')).toBe('2025-12-31T18:30:00.000Z');
    expect(startOfDayIn('UTC', '2026-01-01')).toBe('2026-01-01T00:00:00.000Z');
  });
});
