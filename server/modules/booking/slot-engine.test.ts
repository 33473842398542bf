import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkStart,
  dayBounds,
  freeStartsBetween,
  freeStartsOfDay,
  hoursOfDay,
  nextFreeStart,
  withinHours,
  type BookingRules,
  type DateOverride,
  type HeldTime,
  type SlotRequest,
  type WeeklyWindow,
} from './slot-engine';
import { parseCalendarDate, resolveWallTime, type CalendarDate } from './zoned-time';

const date = (value: string): CalendarDate => {
  const parsed = parseCalendarDate(value);
  if (!parsed) throw new Error(`bad date ${value}`);
  return parsed;
};
const window = (dayOfWeek: number, startTime: string, endTime: string, isActive = true) =>
  ({ dayOfWeek, startTime, endTime, isActive }) satisfies WeeklyWindow;
const everyDay = (startTime: string, endTime: string) =>
  Array.from({ length: 7 }, (_, day) => window(day, startTime, endTime));
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

/** Rules that get out of the way: no notice, a long horizon, no buffers, no maximum. */
const OPEN: BookingRules = {
  minNoticeHours: 0,
  horizonDays: 365,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  dailyMaxSessions: null,
  slotStepMinutes: null,
};

interface Setup {
  timeZone?: string;
  weekly?: WeeklyWindow[];
  overrides?: DateOverride[];
  rules?: Partial<BookingRules>;
  duration?: number;
  held?: Array<[string, string] | [string, string, number, number]>;
  now?: string;
}

function request(setup: Setup = {}): SlotRequest {
  return {
    schedule: {
      timeZone: setup.timeZone ?? 'UTC',
      rules: { ...OPEN, ...setup.rules },
      weekly: setup.weekly ?? [],
      overrides: setup.overrides ?? [],
    },
    durationMinutes: setup.duration ?? 60,
    held: (setup.held ?? []).map(([start, end, before = 0, after = 0]): HeldTime => ({
      start: new Date(start),
      end: new Date(end),
      bufferBeforeMinutes: before,
      bufferAfterMinutes: after,
    })),
    // 2024-06-01 is a Saturday; the days below are soon after it.
    now: new Date(setup.now ?? '2024-06-01T00:00:00Z'),
  };
}

const slots = (day: string, setup: Setup = {}) => iso(freeStartsOfDay(request(setup), date(day)));
const hhmm = (day: string, setup: Setup = {}) =>
  slots(day, setup).map((instant) => instant.slice(11, 16));

describe('free starts of a day', () => {
  // 2024-06-03 is a Monday.
  const week = [
    window(1, '09:00', '12:00'),
    window(3, '14:00', '16:00'),
    window(1, '13:00', '14:30'),
  ];

  it('offers one-hour starts inside the windows of the requested weekday only', () => {
    expect(hhmm('2024-06-03', { weekly: week })).toEqual(['09:00', '10:00', '11:00', '13:00']);
    expect(hhmm('2024-06-05', { weekly: week })).toEqual(['14:00', '15:00']);
    expect(slots('2024-06-04', { weekly: week })).toEqual([]);
    expect(slots('2024-06-10', { weekly: week })).toHaveLength(4);
  });

  it('ignores inactive windows and accepts database times with seconds and 24:00', () => {
    const weekly = [window(1, '09:00:00', '11:00:00', false), window(1, '22:00:00', '24:00:00')];
    expect(hhmm('2024-06-03', { weekly })).toEqual(['22:00', '23:00']);
  });

  it.each([
    [30, ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']],
    [45, ['09:00', '09:45', '10:30', '11:15']],
    [90, ['09:00', '10:30']],
  ])(
    'steps by the duration of a %i-minute session, ending inside the window',
    (duration, expected) => {
      expect(hhmm('2024-06-03', { weekly: [window(1, '09:00', '12:00')], duration })).toEqual(
        expected,
      );
    },
  );

  it.each([
    [15, 90, ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30']],
    [30, 45, ['09:00', '09:30', '10:00', '10:30', '11:00']],
    [60, 30, ['09:00', '10:00', '11:00']],
  ])('steps by the healer’s %i-minute step for a %i-minute session', (step, duration, expected) => {
    expect(
      hhmm('2024-06-03', {
        weekly: [window(1, '09:00', '12:00')],
        duration,
        rules: { slotStepMinutes: step },
      }),
    ).toEqual(expected);
  });

  it('drops every start that overlaps held time, of any length, but not adjacent ones', () => {
    expect(
      hhmm('2024-06-03', {
        weekly: [window(1, '08:00', '13:00')],
        held: [
          ['2024-06-03T07:00:00Z', '2024-06-03T08:00:00Z'],
          ['2024-06-03T09:30:00Z', '2024-06-03T11:00:00Z'],
          ['2024-06-03T12:00:00Z', '2024-06-03T12:30:00Z'],
        ],
      }),
    ).toEqual(['08:00', '11:00']);
  });

  describe('buffers', () => {
    const weekly = [window(1, '09:00', '17:00')];
    const held: Setup['held'] = [['2024-06-03T12:00:00Z', '2024-06-03T13:00:00Z']];

    it('keep the healer’s buffers around each new session clear of held time', () => {
      // 15 minutes after: 11:00 would end at 12:00 and need until 12:15. 15 before: 13:00 needs
      // 12:45 free. With a 30-minute step both sides shift.
      expect(hhmm('2024-06-03', { weekly, held, rules: { bufferAfterMinutes: 15 } })).toEqual([
        '09:00',
        '10:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
      expect(
        hhmm('2024-06-03', {
          weekly,
          held,
          rules: { bufferBeforeMinutes: 15, bufferAfterMinutes: 15, slotStepMinutes: 30 },
        }),
      ).toEqual([
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '13:30',
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
      ]);
    });

    it('honour the buffers a held session was booked with, even after the rules change', () => {
      const booked: Setup['held'] = [['2024-06-03T12:00:00Z', '2024-06-03T13:00:00Z', 30, 30]];
      expect(hhmm('2024-06-03', { weekly, held: booked, rules: { slotStepMinutes: 30 } })).toEqual([
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '13:30',
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
      ]);
    });

    it('do not need to fit inside the window: they only separate sessions', () => {
      expect(
        hhmm('2024-06-03', {
          weekly: [window(1, '09:00', '11:00')],
          rules: { bufferBeforeMinutes: 30, bufferAfterMinutes: 30 },
        }),
      ).toEqual(['09:00', '10:00']);
    });
  });

  it('keeps the minimum notice, and never offers a start that is now or past', () => {
    const weekly = [window(1, '09:00', '17:00')];
    const now = '2024-06-03T10:15:00Z';
    expect(hhmm('2024-06-03', { weekly, now })).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(hhmm('2024-06-03', { weekly, now, rules: { minNoticeHours: 2 } })).toEqual([
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(hhmm('2024-06-03', { weekly, now: '2024-06-03T11:00:00Z' })).toEqual([
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(slots('2024-06-02', { weekly: everyDay('09:00', '17:00'), now })).toEqual([]);
  });

  it('offers nothing beyond the horizon, counted in the healer’s days', () => {
    const setup = { weekly: everyDay('09:00', '10:00'), rules: { horizonDays: 10 } };
    expect(slots('2024-06-11', setup)).toHaveLength(1);
    expect(slots('2024-06-12', setup)).toEqual([]);
    // Late on 1 June in Tokyo is already 2 June there: the last day moves with it.
    expect(
      slots('2024-06-12', { ...setup, timeZone: 'Asia/Tokyo', now: '2024-06-01T20:00:00Z' }),
    ).toHaveLength(1);
  });

  it('offers nothing once the daily maximum is held, counting the healer’s day', () => {
    const weekly = [window(1, '09:00', '17:00')];
    const held: Setup['held'] = [
      ['2024-06-03T09:00:00Z', '2024-06-03T10:00:00Z'],
      ['2024-06-02T23:00:00Z', '2024-06-03T00:30:00Z'], // starts the day before: not counted
    ];
    expect(slots('2024-06-03', { weekly, held, rules: { dailyMaxSessions: 2 } })).toHaveLength(7);
    expect(slots('2024-06-03', { weekly, held, rules: { dailyMaxSessions: 1 } })).toEqual([]);
  });

  it('reads windows as wall-clock times in the healer zone (summer and winter offsets)', () => {
    const weekly = [window(1, '09:00', '11:00')];
    expect(slots('2024-06-03', { weekly, timeZone: 'America/New_York' })).toEqual([
      '2024-06-03T13:00:00.000Z',
      '2024-06-03T14:00:00.000Z',
    ]);
    expect(
      slots('2025-01-06', { weekly, timeZone: 'America/New_York', now: '2025-01-01T00:00:00Z' }),
    ).toEqual(['2025-01-06T14:00:00.000Z', '2025-01-06T15:00:00.000Z']);
  });

  describe('date overrides', () => {
    const weekly = everyDay('09:00', '12:00');

    it('a day off offers nothing; the days around it follow the week', () => {
      const overrides = [
        { dateFrom: '2024-06-04', dateTo: '2024-06-04', available: false, windows: [] },
      ];
      expect(slots('2024-06-04', { weekly, overrides })).toEqual([]);
      expect(slots('2024-06-03', { weekly, overrides })).toHaveLength(3);
      expect(slots('2024-06-05', { weekly, overrides })).toHaveLength(3);
    });

    it('a vacation range is off on every day of it, ends included', () => {
      const overrides = [
        { dateFrom: '2024-06-10', dateTo: '2024-06-14', available: false, windows: [] },
      ];
      for (const day of ['2024-06-10', '2024-06-12', '2024-06-14'])
        expect(slots(day, { weekly, overrides }), day).toEqual([]);
      expect(slots('2024-06-09', { weekly, overrides })).toHaveLength(3);
      expect(slots('2024-06-15', { weekly, overrides })).toHaveLength(3);
    });

    it('custom hours replace the weekly pattern on that date, even on a day with none', () => {
      const overrides = [
        {
          dateFrom: '2024-06-08',
          dateTo: '2024-06-09',
          available: true,
          windows: [
            { start_time: '14:00', end_time: '16:00' },
            { start_time: '18:00', end_time: '19:30' },
          ],
        },
      ];
      const monToFri = [1, 2, 3, 4, 5].map((day) => window(day, '09:00', '12:00'));
      expect(
        hhmm('2024-06-08', {
          weekly: monToFri,
          overrides,
          duration: 30,
          rules: { slotStepMinutes: 60 },
        }),
      ).toEqual(['14:00', '15:00', '18:00', '19:00']);
      expect(
        hoursOfDay(request({ weekly: monToFri, overrides }).schedule, date('2024-06-09')).source,
      ).toBe('override');
      expect(slots('2024-06-10', { weekly: monToFri, overrides })).toHaveLength(3);
    });

    it('a range across a DST change keeps the custom wall-clock hours on both sides', () => {
      // Europe/Berlin moves to summer time on Sunday 2024-03-31.
      const overrides = [
        {
          dateFrom: '2024-03-30',
          dateTo: '2024-04-01',
          available: true,
          windows: [{ start_time: '10:00', end_time: '12:00' }],
        },
      ];
      const setup = { timeZone: 'Europe/Berlin', overrides, now: '2024-03-20T00:00:00Z' };
      expect(slots('2024-03-30', setup)).toEqual([
        '2024-03-30T09:00:00.000Z',
        '2024-03-30T10:00:00.000Z',
      ]);
      expect(slots('2024-03-31', setup)).toEqual([
        '2024-03-31T08:00:00.000Z',
        '2024-03-31T09:00:00.000Z',
      ]);
      expect(slots('2024-04-01', setup)).toEqual([
        '2024-04-01T08:00:00.000Z',
        '2024-04-01T09:00:00.000Z',
      ]);
    });

    it('time off across a DST change covers the 23-hour day whole', () => {
      const overrides = [
        { dateFrom: '2024-03-09', dateTo: '2024-03-11', available: false, windows: [] },
      ];
      const setup = {
        timeZone: 'America/New_York',
        weekly: everyDay('00:00', '24:00'),
        overrides,
        now: '2024-03-01T00:00:00Z',
      };
      for (const day of ['2024-03-09', '2024-03-10', '2024-03-11'])
        expect(slots(day, setup), day).toEqual([]);
      const around = freeStartsBetween(
        request(setup),
        new Date('2024-03-09T00:00:00Z'),
        new Date('2024-03-13T00:00:00Z'),
      );
      expect(
        around.every(
          (start) =>
            start < new Date('2024-03-09T05:00:00Z') || start >= new Date('2024-03-12T04:00:00Z'),
        ),
      ).toBe(true);
    });
  });

  describe('daylight saving', () => {
    const sunday = (start: string, end: string) => [window(0, start, end)];
    const at = (day: string, timeZone: string, weekly: WeeklyWindow[]) =>
      slots(day, { timeZone, weekly, now: '2024-01-01T00:00:00Z' });

    it('America/New_York spring forward: the skipped 02:00 start does not exist', () => {
      expect(at('2024-03-10', 'America/New_York', sunday('01:00', '04:00'))).toEqual([
        '2024-03-10T06:00:00.000Z',
        '2024-03-10T07:00:00.000Z',
      ]);
    });

    it('America/New_York fall back: the repeated 01:00 is offered once, nothing overlaps', () => {
      const result = slots('2024-11-03', {
        timeZone: 'America/New_York',
        weekly: sunday('00:00', '03:00'),
        now: '2024-10-01T00:00:00Z',
      });
      expect(result).toEqual([
        '2024-11-03T04:00:00.000Z', // 00:00 EDT
        '2024-11-03T05:00:00.000Z', // 01:00 EDT (first 01:00)
        '2024-11-03T07:00:00.000Z', // 02:00 EST
      ]);
    });

    it('Europe/Berlin spring forward with a 30-minute step: 01:00, 01:30 CET, then 03:00 CEST', () => {
      expect(
        slots('2024-03-31', {
          timeZone: 'Europe/Berlin',
          weekly: sunday('01:00', '04:00'),
          rules: { slotStepMinutes: 30 },
          now: '2024-03-01T00:00:00Z',
        }),
      ).toEqual([
        '2024-03-31T00:00:00.000Z',
        '2024-03-31T00:30:00.000Z',
        '2024-03-31T01:00:00.000Z',
      ]);
    });

    it('keeps a slot only when it ends by the window end in real time', () => {
      expect(at('2024-03-10', 'America/New_York', sunday('01:30', '03:30'))).toEqual([
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
});

describe('is this start bookable now', () => {
  const setup: Setup = {
    weekly: everyDay('09:00', '17:00'),
    rules: { minNoticeHours: 2, horizonDays: 30, bufferAfterMinutes: 15, dailyMaxSessions: 3 },
    held: [['2024-06-05T12:00:00Z', '2024-06-05T13:00:00Z']],
    now: '2024-06-03T10:00:00Z',
  };
  const check = (start: string, extra: Setup = {}) =>
    checkStart(request({ ...setup, ...extra }), new Date(start));

  it('names the first rule a start breaks, in a fixed order', () => {
    expect(check('2024-06-03T09:00:00Z')).toBe('past');
    expect(check('2024-06-03T11:00:00Z')).toBe('notice');
    expect(check('2024-07-04T09:00:00Z')).toBe('horizon');
    expect(check('2024-06-04T09:30:00Z')).toBe('not_offered');
    expect(check('2024-06-04T20:00:00Z')).toBe('not_offered');
    expect(check('2024-06-05T11:00:00Z')).toBe('taken'); // its after-buffer meets 12:00
    expect(
      check('2024-06-05T15:00:00Z', {
        held: [
          ['2024-06-05T09:00:00Z', '2024-06-05T10:00:00Z'],
          ['2024-06-05T11:00:00Z', '2024-06-05T12:00:00Z'],
          ['2024-06-05T13:00:00Z', '2024-06-05T14:00:00Z'],
        ],
      }),
    ).toBe('day_full');
  });

  it('agrees with the free starts of the day: each one passes, every other start fails', () => {
    const day = request(setup);
    const free = freeStartsOfDay(day, date('2024-06-05'));
    expect(iso(free).map((s) => s.slice(11, 16))).toEqual([
      '09:00',
      '10:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const start = new Date(Date.UTC(2024, 5, 5) + minutes * 60_000);
      const listed = free.some((slot) => slot.getTime() === start.getTime());
      expect(checkStart(day, start) === undefined, start.toISOString()).toBe(listed);
    }
  });

  it('agrees with the free starts for any rules, session and held times (property)', () => {
    const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata'];
    fc.assert(
      fc.property(
        fc.record({
          zone: fc.constantFrom(...zones),
          duration: fc.constantFrom(15, 30, 45, 60, 90, 120),
          step: fc.constantFrom(null, 15, 30, 60),
          before: fc.constantFrom(0, 5, 15, 30),
          after: fc.constantFrom(0, 10, 15, 60),
          notice: fc.integer({ min: 0, max: 30 }),
          max: fc.constantFrom(null, 1, 2, 4),
          held: fc.array(
            fc.record({
              startQuarter: fc.integer({ min: 0, max: 4 * 48 }),
              quarters: fc.integer({ min: 1, max: 16 }),
              before: fc.constantFrom(0, 15),
              after: fc.constantFrom(0, 15),
            }),
            { maxLength: 5 },
          ),
        }),
        (c) => {
          const base = Date.UTC(2024, 2, 30); // around Europe's spring-forward
          const held = c.held.map((h) => ({
            start: new Date(base + h.startQuarter * 15 * 60_000),
            end: new Date(base + (h.startQuarter + h.quarters) * 15 * 60_000),
            bufferBeforeMinutes: h.before,
            bufferAfterMinutes: h.after,
          }));
          const day: SlotRequest = {
            schedule: {
              timeZone: c.zone,
              rules: {
                ...OPEN,
                slotStepMinutes: c.step,
                bufferBeforeMinutes: c.before,
                bufferAfterMinutes: c.after,
                minNoticeHours: c.notice,
                dailyMaxSessions: c.max,
              },
              weekly: everyDay('06:00', '20:00'),
              overrides: [],
            },
            durationMinutes: c.duration,
            held,
            now: new Date(Date.UTC(2024, 2, 30, 6)),
          };
          const free = freeStartsOfDay(day, date('2024-03-31'));
          const { start: from } = dayBounds(date('2024-03-31'), c.zone);
          for (let minutes = 0; minutes < 25 * 60; minutes += 15) {
            const start = new Date(from.getTime() + minutes * 60_000);
            if (minutes >= 23 * 60 && start >= dayBounds(date('2024-03-31'), c.zone).end) break;
            const listed = free.some((slot) => slot.getTime() === start.getTime());
            if ((checkStart(day, start) === undefined) !== listed) return false;
          }
          return true;
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('the next free start skips full, past and off days', () => {
    expect(
      nextFreeStart(
        request({
          ...setup,
          overrides: [
            { dateFrom: '2024-06-04', dateTo: '2024-06-04', available: false, windows: [] },
          ],
          now: '2024-06-03T16:30:00Z',
        }),
      )?.toISOString(),
    ).toBe('2024-06-05T09:00:00.000Z');
    expect(nextFreeStart(request({ now: '2024-06-03T16:30:00Z' }))).toBeUndefined();
  });

  it('knows whether a session fits its day’s hours (sessions left standing by new hours)', () => {
    const { schedule } = request({
      overrides: [
        {
          dateFrom: '2024-06-04',
          dateTo: '2024-06-04',
          available: true,
          windows: [{ start_time: '10:00', end_time: '12:00' }],
        },
      ],
    });
    expect(
      withinHours(schedule, new Date('2024-06-04T10:00:00Z'), new Date('2024-06-04T11:00:00Z')),
    ).toBe(true);
    expect(
      withinHours(schedule, new Date('2024-06-04T11:30:00Z'), new Date('2024-06-04T12:30:00Z')),
    ).toBe(false);
  });
});

describe('a patient in another zone', () => {
  it('sees a Kolkata healer’s Monday morning as Sunday evening in Los Angeles', () => {
    const setup = {
      timeZone: 'Asia/Kolkata',
      weekly: [window(1, '09:00', '12:00')],
      now: '2024-06-09T00:00:00Z',
    };
    // The Los Angeles Sunday 2024-06-09 runs 07:00Z to 07:00Z next day.
    const sunday = freeStartsBetween(
      request(setup),
      new Date('2024-06-09T07:00:00Z'),
      new Date('2024-06-10T07:00:00Z'),
    );
    const visitor = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(sunday.map((instant) => visitor.format(instant))).toEqual([
      'Sun 8:30 PM',
      'Sun 9:30 PM',
      'Sun 10:30 PM',
    ]);
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
