import { describe, expect, it } from 'vitest';
import { addMonths, dateIn, hourIn, monthWeeks } from './zoned-date';

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
