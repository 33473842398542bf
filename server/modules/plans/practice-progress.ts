import { ADHERENCE_DAYS, type PracticeFrequency } from '@contract/plans';

/*
 * What a practice's completions mean on a given day (dates are YYYY-MM-DD days of the patient's
 * zone): whether it is due and done today, the streak, and done against due over the adherence
 * window. A daily practice is due every day; a weekdays practice on its weekdays; a weekly one
 * `times_per_week` times in each Monday-to-Sunday week (due today until the week's target is
 * met). Nothing counts before the day the practice was added.
 */

export interface PracticeRule {
  frequency: PracticeFrequency;
  timesPerWeek: number | null;
  weekdays: number[] | null;
  /** The day the practice was added (patient's zone). */
  since: string;
}

export interface PracticeProgress {
  dueToday: boolean;
  doneToday: boolean;
  streak: number;
  done: number;
  due: number;
}

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number) =>
  new Date(toMs(date) + days * DAY_MS).toISOString().slice(0, 10);
/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string) => new Date(toMs(date)).getUTCDay();
/** The Monday of the date's week. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

const dueOn = (rule: PracticeRule, date: string) =>
  rule.frequency === 'daily' ||
  (rule.frequency === 'weekdays' && (rule.weekdays ?? []).includes(weekdayOf(date)));

const doneInWeek = (done: Set<string>, monday: string) => {
  let count = 0;
  for (let day = 0; day < 7; day += 1) if (done.has(addDays(monday, day))) count += 1;
  return count;
};

function dayStreak(rule: PracticeRule, done: Set<string>, today: string) {
  let streak = 0;
  for (let date = today; date >= rule.since; date = addDays(date, -1)) {
    if (!dueOn(rule, date)) continue;
    if (done.has(date)) streak += 1;
    // Today is not missed yet.
    else if (date !== today) break;
  }
  return streak;
}

function weekStreak(rule: PracticeRule, done: Set<string>, today: string) {
  const target = rule.timesPerWeek ?? 1;
  let streak = 0;
  for (
    let monday = mondayOf(today);
    addDays(monday, 6) >= rule.since;
    monday = addDays(monday, -7)
  ) {
    if (doneInWeek(done, monday) >= target) streak += 1;
    // This week is not missed yet.
    else if (monday !== mondayOf(today)) break;
  }
  return streak;
}

export function practiceProgress(
  rule: PracticeRule,
  completions: Iterable<string>,
  today: string,
): PracticeProgress {
  const done = new Set(completions);
  const doneToday = done.has(today);
  const first = [addDays(today, 1 - ADHERENCE_DAYS), rule.since].sort().at(-1)!;
  const days: string[] = [];
  for (let date = first; date <= today; date = addDays(date, 1)) days.push(date);
  if (rule.frequency === 'weekly') {
    const target = rule.timesPerWeek ?? 1;
    const due = Math.max(days.length ? 1 : 0, Math.round((target * days.length) / 7));
    const counted = days.filter((date) => done.has(date)).length;
    return {
      dueToday: doneToday || doneInWeek(done, mondayOf(today)) < target,
      doneToday,
      streak: weekStreak(rule, done, today),
      done: Math.min(counted, due),
      due,
    };
  }
  const dueDays = days.filter((date) => dueOn(rule, date));
  return {
    dueToday: dueOn(rule, today),
    doneToday,
    streak: dayStreak(rule, done, today),
    done: dueDays.filter((date) => done.has(date)).length,
    due: dueDays.length,
  };
}
