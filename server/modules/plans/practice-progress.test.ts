import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, practiceProgress, type PracticeRule } from './practice-progress';

// 2026-11-27 is a Friday.
const today = '2026-11-27';
const rule = (overrides: Partial<PracticeRule>): PracticeRule => ({
  frequency: 'daily',
  timesPerWeek: null,
  weekdays: null,
  since: '2026-10-01',
  ...overrides,
});
const daysBack = (...back: number[]) => back.map((days) => addDays(today, -days));

describe('practice progress', () => {
  it('counts a daily streak up to today, not broken by today being open', () => {
    expect(practiceProgress(rule({}), daysBack(0, 1, 2, 4), today)).toMatchObject({
      dueToday: true,
      doneToday: true,
      streak: 3,
      done: 4,
      due: 28,
    });
    expect(practiceProgress(rule({}), daysBack(1, 2), today)).toMatchObject({
      doneToday: false,
      streak: 2,
    });
    expect(practiceProgress(rule({}), daysBack(2, 3), today).streak).toBe(0);
  });

  it('counts only the given weekdays', () => {
    // Monday, Wednesday, Friday.
    const mwf = rule({ frequency: 'weekdays', weekdays: [1, 3, 5] });
    expect(practiceProgress(mwf, daysBack(2, 4, 7), today)).toMatchObject({
      dueToday: true,
      doneToday: false,
      streak: 3,
    });
    expect(practiceProgress(mwf, [], '2026-11-28').dueToday).toBe(false);
  });

  it('counts a weekly target per Monday-to-Sunday week', () => {
    const thrice = rule({ frequency: 'weekly', timesPerWeek: 3 });
    // This week (from Monday 23rd): two done; last week three.
    const done = ['2026-11-23', '2026-11-25', '2026-11-16', '2026-11-18', '2026-11-20'];
    expect(mondayOf(today)).toBe('2026-11-23');
    expect(practiceProgress(thrice, done, today)).toMatchObject({
      dueToday: true,
      doneToday: false,
      streak: 1,
      due: 12,
      done: 5,
    });
    expect(practiceProgress(thrice, [...done, today], today)).toMatchObject({
      doneToday: true,
      streak: 2,
    });
  });

  it('counts nothing before the practice was added', () => {
    const fresh = rule({ since: addDays(today, -2) });
    expect(practiceProgress(fresh, daysBack(0, 1, 2, 3, 4), today)).toMatchObject({
      streak: 3,
      done: 3,
      due: 3,
    });
  });
});
