import { describe, expect, it } from 'vitest';
import { dosesBetween, isScheduledDose, nextDoseAfter, type DoseSchedule } from './dose-schedule';

const daily: DoseSchedule = {
  times: ['08:00', '20:00'],
  daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  startDate: '2027-03-01',
  endDate: null,
};

describe('dose schedule', () => {
  it('lists doses at the times of day in the patient’s zone', () => {
    const doses = dosesBetween(
      daily,
      'Europe/Berlin',
      new Date('2027-03-02T00:00:00Z'),
      new Date('2027-03-03T00:00:00Z'),
    );
    expect(doses.map((dose) => [dose.dueAt.toISOString(), dose.localDate, dose.localTime])).toEqual(
      [
        ['2027-03-02T07:00:00.000Z', '2027-03-02', '08:00'],
        ['2027-03-02T19:00:00.000Z', '2027-03-02', '20:00'],
      ],
    );
  });

  it('follows daylight saving: the same wall time, another UTC instant', () => {
    // Berlin moves to summer time on 28 March 2027.
    const before = dosesBetween(
      daily,
      'Europe/Berlin',
      new Date('2027-03-27T00:00Z'),
      new Date('2027-03-27T12:00Z'),
    );
    const after = dosesBetween(
      daily,
      'Europe/Berlin',
      new Date('2027-03-29T00:00Z'),
      new Date('2027-03-29T12:00Z'),
    );
    expect(before[0]!.dueAt.toISOString()).toBe('2027-03-27T07:00:00.000Z');
    expect(after[0]!.dueAt.toISOString()).toBe('2027-03-29T06:00:00.000Z');
    // 02:30 does not exist that night: due just after the gap, once.
    const gap = { ...daily, times: ['02:30'] };
    const night = dosesBetween(
      gap,
      'Europe/Berlin',
      new Date('2027-03-28T00:00Z'),
      new Date('2027-03-28T06:00Z'),
    );
    expect(night.map((dose) => dose.dueAt.toISOString())).toEqual(['2027-03-28T01:30:00.000Z']);
  });

  it('keeps to the days of the week and the start and end dates', () => {
    const weekdays: DoseSchedule = {
      times: ['09:00'],
      daysOfWeek: [1, 3],
      startDate: '2027-03-03',
      endDate: '2027-03-10',
    };
    const doses = dosesBetween(
      weekdays,
      'UTC',
      new Date('2027-02-20T00:00Z'),
      new Date('2027-03-31T00:00Z'),
    );
    // Wednesday 3, Monday 8, Wednesday 10 March.
    expect(doses.map((dose) => dose.localDate)).toEqual(['2027-03-03', '2027-03-08', '2027-03-10']);
    expect(nextDoseAfter(weekdays, 'UTC', new Date('2027-03-10T09:00Z'))).toBeUndefined();
    expect(nextDoseAfter(weekdays, 'UTC', new Date('2027-01-01T00:00Z'))!.dueAt.toISOString()).toBe(
      '2027-03-03T09:00:00.000Z',
    );
  });

  it('finds the next dose strictly after an instant, and knows its own doses', () => {
    const next = nextDoseAfter(daily, 'America/New_York', new Date('2027-03-05T13:00:00Z'));
    expect(next!.dueAt.toISOString()).toBe('2027-03-06T01:00:00.000Z');
    expect(isScheduledDose(daily, 'America/New_York', next!.dueAt)).toBe(true);
    expect(
      isScheduledDose(daily, 'America/New_York', new Date(next!.dueAt.getTime() + 60_000)),
    ).toBe(false);
  });
});
