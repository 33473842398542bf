import { describe, expect, it } from 'vitest';
import { candidateSlots, dayBounds, freeSlots, type WeeklyWindow } from './slots';
import { parseCalendarDate, resolveWallTime, type CalendarDate } from './zoned-time';

const date = (value: string): CalendarDate => {
  const parsed = parseCalendarDate(value);
  if (!parsed) throw new Error(`bad date ${value}`);
  return parsed;
};
const window = (dayOfWeek: number, startTime: string, endTime: string, isActive = true) =>
  ({ dayOfWeek, startTime, endTime, isActive }) satisfies WeeklyWindow;
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const longAgo = new Date('2000-01-01T00:00:00Z');

function slots(
  day: string,
  timeZone: string,
  windows: WeeklyWindow[],
  options: { now?: Date; busy?: Array<[string, string]> } = {},
) {
  return iso(
    freeSlots({
      date: date(day),
      timeZone,
      windows,
      slotMinutes: 60,
      now: options.now ?? longAgo,
      busy: (options.busy ?? []).map(([start, end]) => ({
        start: new Date(start),
        end: new Date(end),
      })),
    }),
  );
}

describe('free slots', () => {
  // 2024-06-03 is a Monday.
  const week = [
    window(1, '09:00', '12:00'),
    window(3, '14:00', '16:00'),
    window(1, '13:00', '14:30'),
  ];

  it('offers one-hour starts inside the windows of the requested weekday only', () => {
    expect(slots('2024-06-03', 'UTC', week)).toEqual([
      '2024-06-03T09:00:00.000Z',
      '2024-06-03T10:00:00.000Z',
      '2024-06-03T11:00:00.000Z',
      '2024-06-03T13:00:00.000Z',
    ]);
    expect(slots('2024-06-05', 'UTC', week)).toEqual([
      '2024-06-05T14:00:00.000Z',
      '2024-06-05T15:00:00.000Z',
    ]);
    expect(slots('2024-06-04', 'UTC', week)).toEqual([]);
    expect(slots('2024-06-10', 'UTC', week)).toHaveLength(4);
  });

  it('ignores inactive windows and accepts database times with seconds and 24:00', () => {
    const windows = [window(1, '09:00:00', '11:00:00', false), window(1, '22:00:00', '24:00:00')];
    expect(slots('2024-06-03', 'UTC', windows)).toEqual([
      '2024-06-03T22:00:00.000Z',
      '2024-06-03T23:00:00.000Z',
    ]);
  });

  it('drops every start that overlaps a booking, of any length, but not adjacent ones', () => {
    const windows = [window(1, '08:00', '13:00')];
    expect(
      slots('2024-06-03', 'UTC', windows, {
        busy: [
          ['2024-06-03T07:00:00Z', '2024-06-03T08:00:00Z'],
          ['2024-06-03T09:30:00Z', '2024-06-03T11:00:00Z'],
          ['2024-06-03T12:00:00Z', '2024-06-03T12:30:00Z'],
        ],
      }),
    ).toEqual(['2024-06-03T08:00:00.000Z', '2024-06-03T11:00:00.000Z']);
  });

  it('drops starts in the past on today, including one starting right now', () => {
    const windows = [window(1, '09:00', '13:00')];
    expect(slots('2024-06-03', 'UTC', windows, { now: new Date('2024-06-03T10:15:00Z') })).toEqual([
      '2024-06-03T11:00:00.000Z',
      '2024-06-03T12:00:00.000Z',
    ]);
    expect(slots('2024-06-03', 'UTC', windows, { now: new Date('2024-06-03T11:00:00Z') })).toEqual([
      '2024-06-03T12:00:00.000Z',
    ]);
    expect(
      slots('2024-06-02', 'UTC', [window(0, '09:00', '13:00')], {
        now: new Date('2024-06-03T00:00:00Z'),
      }),
    ).toEqual([]);
  });

  it('reads windows as wall-clock times in the healer zone (summer and winter offsets)', () => {
    const windows = [window(1, '09:00', '11:00')];
    // New York is UTC-4 in June and UTC-5 in January.
    expect(slots('2024-06-03', 'America/New_York', windows)).toEqual([
      '2024-06-03T13:00:00.000Z',
      '2024-06-03T14:00:00.000Z',
    ]);
    expect(slots('2024-01-08', 'America/New_York', windows)).toEqual([
      '2024-01-08T14:00:00.000Z',
      '2024-01-08T15:00:00.000Z',
    ]);
  });

  describe('daylight saving', () => {
    const sunday = (start: string, end: string) => [window(0, start, end)];

    it('America/New_York spring forward: the skipped 02:00 start does not exist', () => {
      // 2024-03-10: 02:00 EST jumps to 03:00 EDT, so 01:00–04:00 is two real hours.
      expect(slots('2024-03-10', 'America/New_York', sunday('01:00', '04:00'))).toEqual([
        '2024-03-10T06:00:00.000Z',
        '2024-03-10T07:00:00.000Z',
      ]);
      expect(slots('2024-03-10', 'America/New_York', sunday('09:00', '11:00'))).toEqual([
        '2024-03-10T13:00:00.000Z',
        '2024-03-10T14:00:00.000Z',
      ]);
    });

    it('America/New_York fall back: the repeated 01:00 is offered once, nothing overlaps', () => {
      // 2024-11-03: 02:00 EDT falls back to 01:00 EST.
      const result = slots('2024-11-03', 'America/New_York', sunday('00:00', '03:00'));
      expect(result).toEqual([
        '2024-11-03T04:00:00.000Z', // 00:00 EDT
        '2024-11-03T05:00:00.000Z', // 01:00 EDT (first 01:00)
        '2024-11-03T07:00:00.000Z', // 02:00 EST
      ]);
      const local = result.map((instant) =>
        new Date(instant).toLocaleTimeString('en-GB', { timeZone: 'America/New_York' }),
      );
      expect(new Set(local).size).toBe(local.length);
    });

    it('Europe/Berlin spring forward: 01:00 CET and 03:00 CEST only', () => {
      expect(slots('2024-03-31', 'Europe/Berlin', sunday('01:00', '04:00'))).toEqual([
        '2024-03-31T00:00:00.000Z',
        '2024-03-31T01:00:00.000Z',
      ]);
    });

    it('Europe/Berlin fall back: the repeated 02:00 is offered once', () => {
      // 2024-10-27: 03:00 CEST falls back to 02:00 CET.
      expect(slots('2024-10-27', 'Europe/Berlin', sunday('01:00', '04:00'))).toEqual([
        '2024-10-26T23:00:00.000Z', // 01:00 CEST
        '2024-10-27T00:00:00.000Z', // 02:00 CEST (first 02:00)
        '2024-10-27T02:00:00.000Z', // 03:00 CET
      ]);
    });

    it('keeps a slot only when it ends by the window end in real time', () => {
      // Window 01:30–03:30 on the New York spring-forward day is one real hour long.
      expect(slots('2024-03-10', 'America/New_York', sunday('01:30', '03:30'))).toEqual([
        '2024-03-10T06:30:00.000Z',
      ]);
    });

    it('gives 23- and 25-hour days their real bounds', () => {
      const spring = dayBounds(date('2024-03-10'), 'America/New_York');
      expect(spring.start.toISOString()).toBe('2024-03-10T05:00:00.000Z');
      expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600_000);
      const fall = dayBounds(date('2024-10-27'), 'Europe/Berlin');
      expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 3600_000);
    });
  });

  it('a healer in Asia/Kolkata, seen by a visitor in America/Los_Angeles', () => {
    // Monday 2024-06-10, 09:00–12:00 IST (UTC+5:30) is Sunday evening in Los Angeles (UTC-7).
    const result = slots('2024-06-10', 'Asia/Kolkata', [window(1, '09:00', '12:00')]);
    expect(result).toEqual([
      '2024-06-10T03:30:00.000Z',
      '2024-06-10T04:30:00.000Z',
      '2024-06-10T05:30:00.000Z',
    ]);
    const visitor = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(result.map((instant) => visitor.format(new Date(instant)))).toEqual([
      'Sun 8:30 PM',
      'Sun 9:30 PM',
      'Sun 10:30 PM',
    ]);
    // A booked 10:00 IST session removes exactly that start.
    expect(
      slots('2024-06-10', 'Asia/Kolkata', [window(1, '09:00', '12:00')], {
        busy: [['2024-06-10T04:30:00Z', '2024-06-10T05:30:00Z']],
        now: new Date('2024-06-10T03:00:00Z'),
      }),
    ).toEqual(['2024-06-10T03:30:00.000Z', '2024-06-10T05:30:00.000Z']);
  });

  it('candidate slots ignore bookings (used to tell "taken" from "never offered")', () => {
    const windows = [window(1, '09:00', '10:00')];
    expect(
      candidateSlots({
        date: date('2024-06-03'),
        timeZone: 'UTC',
        windows,
        slotMinutes: 60,
        now: longAgo,
      }),
    ).toHaveLength(1);
  });
});

describe('zoned time', () => {
  it('resolves gaps to nothing (compatible: after the gap) and repeats to both instants', () => {
    const gap = resolveWallTime(date('2024-03-10'), 150, 'America/New_York');
    expect(gap.instants).toEqual([]);
    expect(new Date(gap.compatible).toISOString()).toBe('2024-03-10T07:30:00.000Z');
    const repeat = resolveWallTime(date('2024-11-03'), 90, 'America/New_York');
    expect(repeat.instants.map((i) => new Date(i).toISOString())).toEqual([
      '2024-11-03T05:30:00.000Z',
      '2024-11-03T06:30:00.000Z',
    ]);
  });

  it('parses only real calendar dates', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-13-01')).toBeUndefined();
    expect(parseCalendarDate('24-01-01')).toBeUndefined();
  });
});
