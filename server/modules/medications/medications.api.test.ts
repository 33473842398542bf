import { describe, expect, it } from 'vitest';
import type { Adherence, Medication } from '@contract/medications';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { healerWithWeek, utcDateIn } from '../../../tests/support/booking';
import { readOutbox } from '../../../tests/support/mail';
import { pendingJobs } from '../../../tests/support/queue';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { sendMedicationReminder } from './medication-reminders';

const fields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Magnesium',
  dose: '200 mg',
  notes: 'With dinner',
  times: ['20:00', '08:00'],
  days_of_week: [0, 1, 2, 3, 4, 5, 6],
  start_date: utcDateIn(-20),
  ...overrides,
});

async function add(t: TestApp, patient: TestAccount, overrides: Record<string, unknown> = {}) {
  const response = await t.request('/api/me/medications', {
    cookie: patient.cookie,
    json: fields(overrides),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Medication;
}

/** HH:MM of the UTC clock, `minutesAgo` before now. */
const utcTime = (minutesAgo: number) =>
  new Date(Date.now() - minutesAgo * 60_000).toISOString().slice(11, 16);

describe('medications', () => {
  const t = useTestApp();

  it('are added with their schedule, listed, changed and removed; the reminder job follows', async () => {
    const patient = await signUp(t);
    const added = await add(t, patient);
    expect(added).toMatchObject({
      name: 'Magnesium',
      dose: '200 mg',
      times: ['08:00', '20:00'],
      end_date: null,
      active: true,
      reminders: true,
    });
    expect(added.next_dose_at).not.toBeNull();
    const [job] = await pendingJobs(t, `medication-reminder:${added.id}`);
    expect(new Date(job!.run_at).toISOString()).toBe(added.next_dose_at);

    const list = await (await t.request('/api/me/medications', { cookie: patient.cookie })).json();
    expect(list).toMatchObject({ timezone: 'UTC', items: [{ id: added.id }] });

    const paused = await t.request(`/api/me/medications/${added.id}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { reminders: false, dose: '400 mg' },
    });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({
      reminders: false,
      dose: '400 mg',
      name: 'Magnesium',
    });
    expect(await pendingJobs(t, `medication-reminder:${added.id}`)).toEqual([]);
    await t.request(`/api/me/medications/${added.id}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { reminders: true },
    });
    expect(await pendingJobs(t, `medication-reminder:${added.id}`)).toHaveLength(1);

    const removed = await t.request(`/api/me/medications/${added.id}`, {
      method: 'DELETE',
      cookie: patient.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await pendingJobs(t, `medication-reminder:${added.id}`)).toEqual([]);
    expect(
      (await (await t.request('/api/me/medications', { cookie: patient.cookie })).json()).items,
    ).toEqual([]);
  });

  it('refuse invalid fields with the field named', async () => {
    const patient = await signUp(t);
    for (const [overrides, message] of [
      [{ name: ' ' }, /^name: Please enter a name/],
      [{ times: ['8am'] }, /^times\.0: Times must be HH:MM/],
      [{ times: [] }, /^times: Add at least one time of day/],
      [{ times: ['08:00', '08:00'] }, /Each time of day only once/],
      [{ days_of_week: [7] }, /^days_of_week/],
      [{ start_date: '2027-02-30' }, /^start_date: Start date must be a real date/],
      [{ end_date: utcDateIn(-30) }, /^end_date: End date must not be before the start date/],
      [{ colour: 'red' }, /colour|Unrecognized/],
    ] as const) {
      const response = await t.request('/api/me/medications', {
        cookie: patient.cookie,
        json: fields(overrides),
      });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });

  it('remind once per dose (in the centre and by email), then plan the next', async () => {
    const patient = await signUp(t);
    const dueTime = utcTime(1);
    const added = await add(t, patient, { times: [dueTime], start_date: utcDateIn(-1) });
    const dueAt = new Date(
      `${new Date(Date.now() - 60_000).toISOString().slice(0, 10)}T${dueTime}:00.000Z`,
    );
    const context = t.services.notifications.context;
    const payload = { medication_id: added.id, due_at: dueAt.toISOString() };
    await sendMedicationReminder(t.database.db, context, payload);
    await sendMedicationReminder(t.database.db, context, payload);
    const page = await (await t.request('/api/notifications', { cookie: patient.cookie })).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'reminder.medication',
      title: 'Time for Magnesium',
      link: '/patient-dashboard/prescriptions',
    });
    const emails = (await readOutbox(t)).filter((email) => email.to === patient.email);
    expect(emails.map((email) => email.subject)).toEqual(['Reminder: Magnesium (200 mg)']);
    const [next] = await pendingJobs(t, `medication-reminder:${added.id}`);
    expect(new Date(next!.run_at).getTime()).toBe(dueAt.getTime() + 86_400_000);
  });

  it('record doses taken or skipped and show 14 days of adherence', async () => {
    const patient = await signUp(t);
    const added = await add(t, patient, { times: ['00:00'], start_date: utcDateIn(-3) });
    const read = async () =>
      (await (
        await t.request('/api/me/medication-adherence', { cookie: patient.cookie })
      ).json()) as Adherence;
    const before = await read();
    expect(before.days).toHaveLength(14);
    expect(before.days.at(-1)).toBe(utcDateIn(0));
    // Midnight doses of three days ago through today, all past: missed until answered.
    const doses = before.doses.filter((dose) => dose.medication_id === added.id);
    expect(doses.map((dose) => dose.local_date)).toEqual([-3, -2, -1, 0].map(utcDateIn));
    expect(doses.every((dose) => dose.status === 'missed')).toBe(true);
    const record = (due_at: string, status: string) =>
      t.request(`/api/me/medications/${added.id}/doses`, {
        method: 'PUT',
        cookie: patient.cookie,
        json: { due_at, status },
      });
    for (const [dose, status] of [
      [doses[0]!, 'taken'],
      [doses[1]!, 'taken'],
      [doses[2]!, 'skipped'],
    ] as const)
      expect((await record(dose.due_at, status)).status).toBe(200);
    const after = await read();
    expect(after.summary).toEqual([
      { medication_id: added.id, taken: 2, skipped: 1, missed: 1, percent: 50 },
    ]);
    // Not one of its doses, or too old: refused.
    for (const instant of [
      new Date(new Date(doses[0]!.due_at).getTime() + 3_600_000).toISOString(),
      new Date(new Date(doses[0]!.due_at).getTime() - 20 * 86_400_000).toISOString(),
    ]) {
      const response = await record(instant, 'taken');
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/^due_at: /);
    }
    expect((await record(doses[0]!.due_at, 'forgot')).status).toBe(400);
  });

  it('authorization: the owner only; another patient 404, a healer 403, anonymous 401', async () => {
    const owner = await signUp(t);
    const added = await add(t, owner);
    const stranger = await signUp(t);
    const healer = await healerWithWeek(t);
    const dose = { due_at: added.next_dose_at, status: 'taken' };
    const routes = [
      [`/api/me/medications/${added.id}`, 'PATCH', { name: 'Changed' }],
      [`/api/me/medications/${added.id}/doses`, 'PUT', dose],
      [`/api/me/medications/${added.id}`, 'DELETE', undefined],
    ] as const;
    for (const [path, method, json] of routes) {
      const asStranger = await t.request(path, { method, cookie: stranger.cookie, json });
      expect(asStranger.status, `${method} ${path}`).toBe(404);
      const asHealer = await t.request(path, { method, cookie: healer.cookie, json });
      expect(asHealer.status, `${method} ${path}`).toBe(403);
      expect((await t.request(path, { method, json })).status).toBe(401);
    }
    for (const path of ['/api/me/medications', '/api/me/medication-adherence']) {
      const strangerView = await (await t.request(path, { cookie: stranger.cookie })).json();
      expect(JSON.stringify(strangerView)).not.toContain(added.id);
      expect((await t.request(path, { cookie: healer.cookie })).status).toBe(403);
      expect((await t.request(path)).status).toBe(401);
    }
    expect((await t.request('/api/me/medications', { json: fields() })).status).toBe(401);
    expect(
      (await t.request('/api/me/medications', { cookie: healer.cookie, json: fields() })).status,
    ).toBe(403);
    const list = await (await t.request('/api/me/medications', { cookie: owner.cookie })).json();
    expect(list.items[0]).toMatchObject({ name: 'Magnesium', dose: '200 mg' });
  });
});
