import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckInList, HistoryPage, Plan, PlanVersionList } from '@contract/plans';
import type { AccessLogEntry } from '@contract/privacy';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { signUpAdmin } from '../../../tests/support/admin';
import { insertAppointment } from '../../../tests/support/appointments';
import { readEvents } from '../../../tests/support/sse';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { addDays } from './practice-progress';

const today = () => new Date().toISOString().slice(0, 10);

const planBody = (patientId: string, overrides: Record<string, unknown> = {}) => ({
  patient_id: patientId,
  title: 'Better sleep',
  summary: 'Wind down earlier.',
  goals: [{ title: 'Sleep by 23:00', target: '5 nights a week', due_date: addDays(today(), 30) }],
  practices: [
    { title: 'Breathing exercise 10 minutes', frequency: 'daily', time_of_day: '21:30' },
    { title: 'Yoga', frequency: 'weekly', times_per_week: 3 },
    { title: 'Walk', frequency: 'weekdays', weekdays: [1, 3, 5] },
  ],
  recommendations: [
    { kind: 'supplement', name: 'Magnesium', dose: '200 mg', schedule: 'Evening', notes: null },
  ],
  resources: [{ title: 'Sleep hygiene', url: 'https://example.org/sleep' }],
  status: 'active',
  ...overrides,
});

interface Pair {
  patient: TestAccount;
  healer: TestAccount;
}

/** A patient and a healer with a session between them. */
async function pair(t: TestApp, status: 'completed' | 'scheduled' = 'completed'): Promise<Pair> {
  const patient = await signUp(t);
  const healer = await signUp(t, { role: 'healer' });
  await insertAppointment(t.database.db, {
    healerId: healer.userId,
    patientId: patient.userId,
    startsAt: new Date(Date.now() + (status === 'completed' ? -3 : 3) * 3_600_000),
    status,
  });
  return { patient, healer };
}

async function write(t: TestApp, { patient, healer }: Pair, overrides = {}) {
  const response = await t.request('/api/plans', {
    cookie: healer.cookie,
    json: planBody(patient.userId, overrides),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Plan;
}

async function count(t: TestApp, table: string) {
  const result = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return result.rows[0]!.n;
}

const get = (t: TestApp, path: string, who?: TestAccount) =>
  t.request(path, { cookie: who?.cookie });

describe('wellness plans', () => {
  const t = useTestApp();

  it('are written by a healer with a session, listed and read by both parties only', async () => {
    const both = await pair(t);
    const plan = await write(t, both);
    expect(plan).toMatchObject({
      title: 'Better sleep',
      status: 'active',
      version: 1,
      patient: { id: both.patient.userId },
      healer: { id: both.healer.userId },
      goals: [{ title: 'Sleep by 23:00', target: '5 nights a week' }],
      recommendations: [{ kind: 'supplement', name: 'Magnesium', dose: '200 mg' }],
      resources: [{ url: 'https://example.org/sleep' }],
    });
    expect(plan.practices.map((practice) => practice.frequency)).toEqual([
      'daily',
      'weekly',
      'weekdays',
    ]);
    expect(plan.practices[0]).toMatchObject({ due_today: true, done_today: false, streak: 0 });

    for (const who of [both.patient, both.healer]) {
      const list = (await (await get(t, '/api/plans', who)).json()) as { items: Plan[] };
      expect(list.items.map((item) => item.id)).toEqual([plan.id]);
      expect((await get(t, `/api/plans/${plan.id}`, who)).status).toBe(200);
      expect((await get(t, `/api/plans/${plan.id}/versions`, who)).status).toBe(200);
    }
    const otherPatient = await signUp(t);
    const otherHealer = await signUp(t, { role: 'healer' });
    const admin = await signUpAdmin(t);
    for (const who of [otherPatient, otherHealer]) {
      expect((await get(t, `/api/plans/${plan.id}`, who)).status).toBe(404);
      expect((await get(t, `/api/plans/${plan.id}/versions`, who)).status).toBe(404);
    }
    // An admin has no plans at all.
    expect((await get(t, `/api/plans/${plan.id}`, admin)).status).toBe(403);
    expect((await get(t, '/api/plans', admin)).status).toBe(403);
    for (const who of [otherPatient, otherHealer])
      expect(((await (await get(t, '/api/plans', who)).json()) as { items: Plan[] }).items).toEqual(
        [],
      );
    expect((await get(t, '/api/plans')).status).toBe(401);
    expect((await get(t, `/api/plans/${plan.id}`)).status).toBe(401);
    expect((await get(t, '/api/plans/not-an-id', both.patient)).status).toBe(404);
  });

  it('need a session (held or booked) between the pair; patients cannot write them', async () => {
    const booked = await pair(t, 'scheduled');
    await write(t, booked);
    const stranger = await signUp(t, { role: 'healer' });
    const before = await count(t, 'wellness_plans');
    const refused = await t.request('/api/plans', {
      cookie: stranger.cookie,
      json: planBody(booked.patient.userId),
    });
    expect(refused.status).toBe(404);
    const byPatient = await t.request('/api/plans', {
      cookie: booked.patient.cookie,
      json: planBody(booked.healer.userId),
    });
    expect(byPatient.status).toBe(403);
    expect((await t.request('/api/plans', { json: planBody(booked.patient.userId) })).status).toBe(
      401,
    );
    expect(await count(t, 'wellness_plans')).toBe(before);
  });

  it('keep drafts from the patient until shared', async () => {
    const both = await pair(t);
    const draft = await write(t, both, { status: 'draft' });
    expect((await get(t, `/api/plans/${draft.id}`, both.patient)).status).toBe(404);
    expect(
      ((await (await get(t, '/api/plans', both.patient)).json()) as { items: [] }).items,
    ).toEqual([]);
    const shared = await t.request(`/api/plans/${draft.id}`, {
      method: 'PATCH',
      cookie: both.healer.cookie,
      json: { status: 'active', title: 'Better sleep, shared' },
    });
    expect(shared.status).toBe(200);
    const versions = (await (
      await get(t, `/api/plans/${draft.id}/versions`, both.patient)
    ).json()) as PlanVersionList;
    // The draft version is the healer's alone.
    expect(versions.items.map((version) => version.version)).toEqual([2]);
    const healerVersions = (await (
      await get(t, `/api/plans/${draft.id}/versions`, both.healer)
    ).json()) as PlanVersionList;
    expect(healerVersions.items.map((version) => version.version)).toEqual([2, 1]);
  });

  it('keep every earlier version on edit; practices sent by id keep their completions', async () => {
    const both = await pair(t);
    const plan = await write(t, both);
    const [breathe, , walk] = plan.practices;
    await t.request(`/api/plans/${plan.id}/practices/${breathe!.id}/completions`, {
      cookie: both.patient.cookie,
      json: { date: today() },
    });
    const edited = await t.request(`/api/plans/${plan.id}`, {
      method: 'PATCH',
      cookie: both.healer.cookie,
      json: {
        title: 'Deeper sleep',
        practices: [
          { id: breathe!.id, title: 'Breathing exercise 15 minutes', frequency: 'daily' },
          { title: 'Journal', frequency: 'daily' },
        ],
        goals: [],
      },
    });
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as Plan;
    expect(after).toMatchObject({ title: 'Deeper sleep', version: 2, goals: [] });
    expect(after.practices.map((practice) => practice.title)).toEqual([
      'Breathing exercise 15 minutes',
      'Journal',
    ]);
    expect(after.practices[0]).toMatchObject({ id: breathe!.id, done_today: true, streak: 1 });
    expect(after.practices.some((practice) => practice.id === walk!.id)).toBe(false);

    const versions = (await (
      await get(t, `/api/plans/${plan.id}/versions`, both.patient)
    ).json()) as PlanVersionList;
    expect(versions.items.map((version) => [version.version, version.plan.title])).toEqual([
      [2, 'Deeper sleep'],
      [1, 'Better sleep'],
    ]);
    expect(versions.items[1]!.plan.practices).toHaveLength(3);
    expect(versions.items[1]!.plan.goals).toHaveLength(1);

    // A practice of another plan is refused, and nothing changes.
    const other = await write(t, both);
    const foreign = await t.request(`/api/plans/${plan.id}`, {
      method: 'PATCH',
      cookie: both.healer.cookie,
      json: { practices: [{ id: other.practices[0]!.id, title: 'X', frequency: 'daily' }] },
    });
    expect(foreign.status).toBe(400);
    expect(
      ((await (await get(t, `/api/plans/${plan.id}`, both.healer)).json()) as Plan).version,
    ).toBe(2);

    // Only the author edits: the patient 403, strangers 404, anonymous 401.
    const change = { method: 'PATCH', json: { title: 'Mine now' } };
    expect(
      (await t.request(`/api/plans/${plan.id}`, { ...change, cookie: both.patient.cookie })).status,
    ).toBe(403);
    for (const who of [await signUp(t, { role: 'healer' }), await signUp(t)])
      expect(
        (await t.request(`/api/plans/${plan.id}`, { ...change, cookie: who.cookie })).status,
      ).toBe(404);
    expect((await t.request(`/api/plans/${plan.id}`, change)).status).toBe(401);
  });

  it('refuse bad input with 400 and write nothing', async () => {
    const both = await pair(t);
    const plan = await write(t, both);
    const plans = await count(t, 'wellness_plans');
    const versions = await count(t, 'plan_versions');
    const practices = await count(t, 'plan_practices');
    const many = (n: number, item: unknown) => Array.from({ length: n }, () => item);
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ goals: many(21, { title: 'G' }) }, /^goals: At most 20 goals/],
      [{ practices: many(21, { title: 'P', frequency: 'daily' }) }, /^practices: At most 20/],
      [{ recommendations: many(31, { kind: 'food', name: 'Oats' }) }, /^recommendations/],
      [{ resources: many(21, { title: 'R', url: 'https://x.org' }) }, /^resources/],
      [{ practices: [{ title: 'P', frequency: 'hourly' }] }, /^practices\.0\.frequency/],
      [{ practices: [{ title: 'P', frequency: 'weekly' }] }, /times_per_week/],
      [
        { practices: [{ title: 'P', frequency: 'weekdays', weekdays: [7] }] },
        /^practices\.0\.weekdays/,
      ],
      [
        { goals: [{ title: 'G', due_date: '2027-02-30' }] },
        /^goals\.0\.due_date: Due date must be a real date/,
      ],
      [{ goals: [{ title: 'G', due_date: 'tomorrow' }] }, /^goals\.0\.due_date/],
      [{ resources: [{ title: 'R', url: 'javascript:alert(1)' }] }, /^resources\.0\.url/],
      [{ status: 'paused' }, /^status/],
      [{ title: ' ' }, /^title/],
      [{ colour: 'red' }, /colour|Unrecognized/],
    ];
    for (const [overrides, message] of bad) {
      const created = await t.request('/api/plans', {
        cookie: both.healer.cookie,
        json: planBody(both.patient.userId, overrides),
      });
      expect(created.status, JSON.stringify(overrides)).toBe(400);
      expect((await created.json()).error.message).toMatch(message);
      if ('colour' in overrides) continue;
      const edited = await t.request(`/api/plans/${plan.id}`, {
        method: 'PATCH',
        cookie: both.healer.cookie,
        json: overrides,
      });
      expect(edited.status, JSON.stringify(overrides)).toBe(400);
    }
    const withIds = await t.request('/api/plans', {
      cookie: both.healer.cookie,
      json: planBody(both.patient.userId, {
        practices: [{ id: plan.practices[0]!.id, title: 'P', frequency: 'daily' }],
      }),
    });
    expect(withIds.status).toBe(400);
    expect(
      (
        await t.request(`/api/plans/${plan.id}`, {
          method: 'PATCH',
          cookie: both.healer.cookie,
          json: {},
        })
      ).status,
    ).toBe(400);
    expect(await count(t, 'wellness_plans')).toBe(plans);
    expect(await count(t, 'plan_versions')).toBe(versions);
    expect(await count(t, 'plan_practices')).toBe(practices);
  });
});

describe('practice completions', () => {
  const t = useTestApp();

  it('are idempotent per day, for the patient of an active plan, within the last week', async () => {
    const both = await pair(t);
    const plan = await write(t, both);
    const practice = plan.practices[0]!;
    // Added ten days ago, so the days before today can be ticked.
    await t.database.db.execute(
      sql`update plan_practices set created_at = now() - interval '10 days' where plan_id = ${plan.id}`,
    );
    const path = `/api/plans/${plan.id}/practices/${practice.id}/completions`;
    const tick = (who: TestAccount | undefined, date: string) =>
      t.request(path, { cookie: who?.cookie, json: { date } });

    const first = await tick(both.patient, today());
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      practice_id: practice.id,
      date: today(),
      streak: 1,
    });
    const again = await tick(both.patient, today());
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ streak: 1 });
    expect(await count(t, 'plan_practice_completions')).toBe(1);
    await tick(both.patient, addDays(today(), -1));
    const read = (await (await get(t, `/api/plans/${plan.id}`, both.patient)).json()) as Plan;
    expect(read.practices[0]).toMatchObject({
      done_today: true,
      streak: 2,
      recent_dates: [addDays(today(), -1), today()],
    });

    for (const [date, message] of [
      [addDays(today(), 2), /^date: Not a day in the future/],
      [addDays(today(), -9), /^date: At most 7 days back/],
      ['2026-02-30', /^date: date must be a real date/],
      ['yesterday', /^date/],
    ] as const) {
      const response = await tick(both.patient, date);
      expect(response.status, date).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
    expect(await count(t, 'plan_practice_completions')).toBe(2);

    expect((await tick(both.healer, today())).status).toBe(403);
    expect((await tick(await signUp(t), today())).status).toBe(404);
    expect((await tick(await signUp(t, { role: 'healer' }), today())).status).toBe(404);
    expect((await tick(undefined, today())).status).toBe(401);

    // A practice of another plan, or one taken out: 404.
    const other = await write(t, both);
    const foreign = await t.request(
      `/api/plans/${plan.id}/practices/${other.practices[0]!.id}/completions`,
      { cookie: both.patient.cookie, json: { date: today() } },
    );
    expect(foreign.status).toBe(404);
    // A day before the practice was part of the plan: 400.
    const tooEarly = await t.request(
      `/api/plans/${other.id}/practices/${other.practices[0]!.id}/completions`,
      { cookie: both.patient.cookie, json: { date: addDays(today(), -1) } },
    );
    expect(tooEarly.status).toBe(400);

    // Not active any more: 409.
    await t.request(`/api/plans/${plan.id}`, {
      method: 'PATCH',
      cookie: both.healer.cookie,
      json: { status: 'completed' },
    });
    expect((await tick(both.patient, addDays(today(), -2))).status).toBe(409);
    expect(await count(t, 'plan_practice_completions')).toBe(2);
  });

  it('can be taken back by the patient, once per day and under the same rules', async () => {
    const both = await pair(t);
    const plan = await write(t, both);
    const practice = plan.practices[0]!;
    await t.database.db.execute(
      sql`update plan_practices set created_at = now() - interval '10 days' where plan_id = ${plan.id}`,
    );
    const path = `/api/plans/${plan.id}/practices/${practice.id}/completions`;
    for (const date of [addDays(today(), -1), today()])
      expect((await t.request(path, { cookie: both.patient.cookie, json: { date } })).status).toBe(
        200,
      );
    const ticks = await count(t, 'plan_practice_completions');
    const untick = (who: TestAccount | undefined, query: string) =>
      t.request(`${path}?${query}`, { method: 'DELETE', cookie: who?.cookie });

    // Strangers, the healer and the signed-out change nothing.
    expect((await untick(both.healer, `date=${today()}`)).status).toBe(403);
    expect((await untick(await signUp(t), `date=${today()}`)).status).toBe(404);
    expect((await untick(await signUp(t, { role: 'healer' }), `date=${today()}`)).status).toBe(404);
    expect((await untick(undefined, `date=${today()}`)).status).toBe(401);
    for (const query of ['', 'date=yesterday', `date=${addDays(today(), -9)}`, 'date=2026-02-30'])
      expect((await untick(both.patient, query)).status, query).toBe(400);
    expect(await count(t, 'plan_practice_completions')).toBe(ticks);

    const taken = await untick(both.patient, `date=${today()}`);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({
      practice_id: practice.id,
      date: today(),
      streak: 1,
    });
    const again = await untick(both.patient, `date=${today()}`);
    expect(again.status).toBe(200);
    expect(await count(t, 'plan_practice_completions')).toBe(ticks - 1);
    const read = (await (await get(t, `/api/plans/${plan.id}`, both.patient)).json()) as Plan;
    expect(read.practices[0]).toMatchObject({
      done_today: false,
      recent_dates: [addDays(today(), -1)],
    });

    // A plan no longer active keeps its ticks.
    await t.request(`/api/plans/${plan.id}`, {
      method: 'PATCH',
      cookie: both.healer.cookie,
      json: { status: 'completed' },
    });
    expect((await untick(both.patient, `date=${addDays(today(), -1)}`)).status).toBe(409);
    expect(await count(t, 'plan_practice_completions')).toBe(ticks - 1);
  });
});

describe('check-ins', () => {
  const t = useTestApp();

  it('keep one a week for the patient, replaced by a second; the healer sees them on the patient page', async () => {
    const both = await pair(t);
    const first = await t.request('/api/check-ins', {
      cookie: both.patient.cookie,
      json: { mood: 2, energy: 3, sleep: 4, note: 'Tired' },
    });
    expect(first.status).toBe(200);
    const second = await t.request('/api/check-ins', {
      cookie: both.patient.cookie,
      json: { mood: 4, energy: 4, sleep: 5 },
    });
    expect(await second.json()).toMatchObject({ mood: 4, note: null });
    const list = (await (await get(t, '/api/check-ins', both.patient)).json()) as CheckInList;
    expect(list.weeks).toHaveLength(12);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ week_start: list.weeks.at(-1), mood: 4, sleep: 5 });

    for (const body of [
      { mood: 0, energy: 3, sleep: 3 },
      { mood: 6, energy: 3, sleep: 3 },
      { mood: 3, energy: '3', sleep: 3 },
      { mood: 3, energy: 3 },
      { mood: 3, energy: 3, sleep: 3, note: 'x'.repeat(1001) },
    ]) {
      const response = await t.request('/api/check-ins', {
        cookie: both.patient.cookie,
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count(t, 'check_ins')).toBe(1);

    expect((await get(t, '/api/check-ins', both.healer)).status).toBe(403);
    expect(
      (
        await t.request('/api/check-ins', {
          cookie: both.healer.cookie,
          json: { mood: 1, energy: 1, sleep: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await get(t, '/api/check-ins')).status).toBe(401);
    const other = await signUp(t);
    expect(((await (await get(t, '/api/check-ins', other)).json()) as CheckInList).items).toEqual(
      [],
    );

    const care = await get(t, `/api/me/clients/${both.patient.userId}/care`, both.healer);
    expect(care.status).toBe(200);
    expect((await care.json()).check_ins).toMatchObject([{ mood: 4 }]);
    expect(
      (
        await get(
          t,
          `/api/me/clients/${both.patient.userId}/care`,
          await signUp(t, { role: 'healer' }),
        )
      ).status,
    ).toBe(404);
    expect((await get(t, `/api/me/clients/${both.patient.userId}/care`, both.patient)).status).toBe(
      403,
    );
    expect((await get(t, `/api/me/clients/${both.patient.userId}/care`)).status).toBe(401);
  });
});

describe('session notes and history', () => {
  const t = useTestApp();

  it('keep the private note to the healer; the patient sees only the shared summary', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer', name: 'Nadia Notes' });
    const session = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 5 * 3_600_000),
      status: 'completed',
      title: 'Sleep consultation',
    });
    const plan = await write(t, { patient, healer });
    const path = `/api/appointments/${session.id}/notes`;
    const secret = `private-${Math.random().toString(36).slice(2)}`;

    const empty = await get(t, path, healer);
    expect(await empty.json()).toEqual({
      appointment_id: session.id,
      private_note: null,
      shared_summary: null,
      updated_at: null,
    });
    const saved = await t.request(path, {
      method: 'PUT',
      cookie: healer.cookie,
      json: { private_note: `Watch for ${secret}`, shared_summary: 'We practised box breathing.' },
    });
    expect(saved.status).toBe(200);
    expect(await (await get(t, path, healer)).json()).toMatchObject({
      private_note: `Watch for ${secret}`,
      shared_summary: 'We practised box breathing.',
    });
    const tooLong = await t.request(path, {
      method: 'PUT',
      cookie: healer.cookie,
      json: { private_note: 'x'.repeat(10_001), shared_summary: null },
    });
    expect(tooLong.status).toBe(400);

    const patientRead = await get(t, path, patient);
    expect(patientRead.status).toBe(403);
    expect(await patientRead.text()).not.toContain(secret);
    expect(
      (
        await t.request(path, {
          method: 'PUT',
          cookie: patient.cookie,
          json: { private_note: 'x' },
        })
      ).status,
    ).toBe(403);
    for (const who of [await signUp(t), await signUp(t, { role: 'healer' })]) {
      expect((await get(t, path, who)).status).toBe(404);
      expect(
        (await t.request(path, { method: 'PUT', cookie: who.cookie, json: { private_note: 'x' } }))
          .status,
      ).toBe(404);
    }
    expect((await get(t, path)).status).toBe(401);

    const history = await get(t, '/api/me/history', patient);
    expect(history.status).toBe(200);
    const page = (await history.clone().json()) as HistoryPage;
    expect(page.items).toEqual([
      expect.objectContaining({
        appointment_id: session.id,
        status: 'completed',
        healer: { id: healer.userId, name: 'Nadia Notes' },
        session_type: 'Sleep consultation',
        shared_summary: 'We practised box breathing.',
      }),
    ]);
    // The plan was written after this session ended: not part of it.
    expect(page.items[0]!.plan_versions).toEqual([]);

    // No route the patient can call carries the private note.
    for (const patientPath of [
      '/api/me/history',
      '/api/plans',
      `/api/plans/${plan.id}`,
      `/api/plans/${plan.id}/versions`,
      '/api/appointments',
      `/api/appointments/${session.id}`,
      '/api/notifications',
    ]) {
      const response = await get(t, patientPath, patient);
      expect(response.status, patientPath).toBe(200);
      expect(await response.text(), patientPath).not.toContain(secret);
    }
    expect((await get(t, '/api/me/history', healer)).status).toBe(403);
    expect((await get(t, '/api/me/history')).status).toBe(401);
  });

  it('pages the history, with the plans as they stood at each session', async () => {
    const both = await pair(t);
    const plan = await write(t, both);
    const { db } = t.database;
    for (let index = 0; index < 22; index += 1)
      await insertAppointment(db, {
        healerId: both.healer.userId,
        patientId: both.patient.userId,
        startsAt: new Date(Date.now() + (index + 1) * 60_000 - 30 * 86_400_000 + index * 3_600_000),
        status: index % 3 === 0 ? 'cancelled' : index % 3 === 1 ? 'no_show' : 'completed',
      });
    // A session after the plan was written sees version 1.
    const later = await insertAppointment(db, {
      healerId: both.healer.userId,
      patientId: both.patient.userId,
      startsAt: new Date(Date.now() - 30 * 60_000),
      durationMinutes: 15,
      status: 'completed',
    });
    await db.execute(
      sql`update plan_versions set created_at = now() - interval '1 hour' where plan_id = ${plan.id}`,
    );
    const first = (await (await get(t, '/api/me/history', both.patient)).json()) as HistoryPage;
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      appointment_id: later.id,
      plan_versions: [{ plan_id: plan.id, version: 1, title: 'Better sleep' }],
    });
    const second = (await (
      await get(t, `/api/me/history?cursor=${first.next_cursor}`, both.patient)
    ).json()) as HistoryPage;
    // 22 + the later one + the pair's first (completed) session.
    expect(second.items).toHaveLength(4);
    expect(second.next_cursor).toBeNull();
    const ids = new Set([...first.items, ...second.items].map((item) => item.appointment_id));
    expect(ids.size).toBe(24);
    expect((await get(t, '/api/me/history?cursor=garbage', both.patient)).status).toBe(400);
  });
});

describe('plan templates', () => {
  const t = useTestApp();

  it('are the healer’s own: kept, listed, removed', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const created = await t.request('/api/plan-templates', {
      cookie: healer.cookie,
      json: {
        name: 'Sleep reset',
        title: 'Sleep reset',
        practices: [{ title: 'Breathe', frequency: 'daily' }],
      },
    });
    expect(created.status).toBe(201);
    const template = await created.json();
    expect(template).toMatchObject({
      name: 'Sleep reset',
      goals: [],
      practices: [{ frequency: 'daily' }],
    });
    const bad = await t.request('/api/plan-templates', {
      cookie: healer.cookie,
      json: { name: 'X', title: 'X', practices: [{ title: 'P', frequency: 'fortnightly' }] },
    });
    expect(bad.status).toBe(400);
    expect(await count(t, 'plan_templates')).toBe(1);
    const list = await (await get(t, '/api/plan-templates', healer)).json();
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([template.id]);

    const other = await signUp(t, { role: 'healer' });
    expect((await (await get(t, '/api/plan-templates', other)).json()).items).toEqual([]);
    const path = `/api/plan-templates/${template.id}`;
    expect((await t.request(path, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const patient = await signUp(t);
    expect((await get(t, '/api/plan-templates', patient)).status).toBe(403);
    expect((await t.request(path, { method: 'DELETE', cookie: patient.cookie })).status).toBe(403);
    expect((await t.request(path, { method: 'DELETE' })).status).toBe(401);
    expect((await t.request(path, { method: 'DELETE', cookie: healer.cookie })).status).toBe(204);
    expect(await count(t, 'plan_templates')).toBe(0);
  });

  it('are edited by their healer only; a bad edit changes nothing', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const template = await (
      await t.request('/api/plan-templates', {
        cookie: healer.cookie,
        json: {
          name: 'Calm',
          title: 'Calm',
          practices: [{ title: 'Breathe', frequency: 'daily' }],
        },
      })
    ).json();
    const path = `/api/plan-templates/${template.id}`;
    const edit = (cookie: string | undefined, json: unknown) =>
      t.request(path, { method: 'PUT', cookie, json });
    const changed = {
      name: 'Calm evenings',
      title: 'Calm evenings',
      summary: 'Wind down before bed',
      goals: [{ title: 'Sleep by 23:00', target: null }],
      practices: [{ title: 'Breathe', frequency: 'weekly', times_per_week: 3 }],
    };

    const other = await signUp(t, { role: 'healer' });
    expect((await edit(other.cookie, changed)).status).toBe(404);
    expect((await edit((await signUp(t)).cookie, changed)).status).toBe(403);
    expect((await edit(undefined, changed)).status).toBe(401);
    expect(
      (
        await t.request('/api/plan-templates/not-an-id', {
          method: 'PUT',
          cookie: healer.cookie,
          json: changed,
        })
      ).status,
    ).toBe(404);
    const bad = await edit(healer.cookie, {
      ...changed,
      practices: [{ title: '', frequency: 'daily' }],
    });
    expect(bad.status).toBe(400);
    const unchanged = (await (await get(t, '/api/plan-templates', healer)).json()).items[0];
    expect(unchanged).toMatchObject({ name: 'Calm', practices: [{ frequency: 'daily' }] });

    const saved = await edit(healer.cookie, changed);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      id: template.id,
      name: 'Calm evenings',
      summary: 'Wind down before bed',
      goals: [{ title: 'Sleep by 23:00' }],
      practices: [{ frequency: 'weekly', times_per_week: 3 }],
      created_at: template.created_at,
    });
    const list = (await (await get(t, '/api/plan-templates', healer)).json()).items;
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Calm evenings']);
  });
});

describe('plan notices', () => {
  const t = useTestApp();

  it('tell the patient of a shared or changed plan, live, and never of a draft', async () => {
    const both = await pair(t);
    const stream = readEvents(await t.request('/api/events', { cookie: both.patient.cookie }));
    expect((await stream.next()).event).toBe('ready');
    const draft = await write(t, both, { status: 'draft' });
    const notices = async () =>
      (await (await get(t, '/api/notifications', both.patient)).json()).items as Array<{
        type: string;
        link: string;
      }>;
    expect(await notices()).toEqual([]);

    await t.request(`/api/plans/${draft.id}`, {
      method: 'PATCH',
      cookie: both.healer.cookie,
      json: { status: 'active' },
    });
    const events = [await stream.next(), await stream.next()];
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'plan.updated',
          data: expect.objectContaining({ plan_id: draft.id }),
        }),
        expect.objectContaining({ event: 'notification.created' }),
      ]),
    );
    await t.request(`/api/plans/${draft.id}`, {
      method: 'PATCH',
      cookie: both.healer.cookie,
      json: { title: 'Sleep, week two' },
    });
    expect((await notices()).map((notice) => [notice.type, notice.link])).toEqual([
      ['plan.updated', '/patient-dashboard/wellness'],
      ['plan.shared', '/patient-dashboard/wellness'],
    ]);
    stream.close();
  });
});

describe('the access log of care reads', () => {
  const t = useTestApp();

  const readsOf = async (who: TestAccount) => {
    const response = await get(t, '/api/me/access-log?category=access', who);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: AccessLogEntry[] };
    return items.map((entry) => ({
      kind: entry.kind,
      actor: entry.actor?.id,
      resource: `${entry.resource_type}:${entry.resource_id}`,
    }));
  };

  it('records the healer reading the patient’s plan, versions, notes and care page; never the patient’s own reads', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const session = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 3 * 3_600_000),
      status: 'completed',
    });
    const plan = await write(t, { patient, healer });
    const notesPath = `/api/appointments/${session.id}/notes`;
    const saved = await t.request(notesPath, {
      method: 'PUT',
      cookie: healer.cookie,
      json: { private_note: 'Watch the dose', shared_summary: 'Box breathing.' },
    });
    expect(saved.status).toBe(200);
    const checkIn = await t.request('/api/check-ins', {
      cookie: patient.cookie,
      json: { mood: 3, energy: 3, sleep: 3 },
    });
    expect(checkIn.status).toBe(200);
    // Writing is no read: nothing logged yet.
    expect(await readsOf(patient)).toEqual([]);

    // The patient reading their own care writes nothing.
    for (const path of [
      `/api/plans/${plan.id}`,
      `/api/plans/${plan.id}/versions`,
      '/api/check-ins',
      '/api/me/history',
    ])
      expect((await get(t, path, patient)).status, path).toBe(200);
    expect(await readsOf(patient)).toEqual([]);

    expect((await get(t, `/api/plans/${plan.id}`, healer)).status).toBe(200);
    expect(await readsOf(patient)).toEqual([
      { kind: 'plan.read', actor: healer.userId, resource: `plan:${plan.id}` },
    ]);
    expect((await get(t, notesPath, healer)).status).toBe(200);
    expect((await get(t, `/api/me/clients/${patient.userId}/care`, healer)).status).toBe(200);
    const reads = await readsOf(patient);
    expect(reads).toEqual(
      expect.arrayContaining([
        { kind: 'notes.read', actor: healer.userId, resource: `appointment:${session.id}` },
        { kind: 'check_ins.read', actor: healer.userId, resource: `patient:${patient.userId}` },
        { kind: 'notes.read', actor: healer.userId, resource: `patient:${patient.userId}` },
      ]),
    );
    // The plan read again within five minutes (care page, versions) is the same entry.
    expect((await get(t, `/api/plans/${plan.id}/versions`, healer)).status).toBe(200);
    expect(await readsOf(patient)).toHaveLength(4);
    expect(reads.filter((entry) => entry.kind === 'plan.read')).toHaveLength(1);

    // Refused reads write nothing; the healer's own log holds none of it.
    const stranger = await signUp(t, { role: 'healer' });
    expect((await get(t, `/api/plans/${plan.id}`, stranger)).status).toBe(404);
    expect((await get(t, `/api/me/clients/${patient.userId}/care`, stranger)).status).toBe(404);
    expect((await get(t, notesPath, stranger)).status).toBe(404);
    expect(await readsOf(patient)).toHaveLength(4);
    expect(await readsOf(healer)).toEqual([]);
  });

  it('records a versions read by the healer on its own', async () => {
    const both = await pair(t);
    const plan = await write(t, both);
    expect((await get(t, `/api/plans/${plan.id}/versions`, both.healer)).status).toBe(200);
    expect(await readsOf(both.patient)).toEqual([
      { kind: 'plan.read', actor: both.healer.userId, resource: `plan:${plan.id}` },
    ]);
  });
});
