/**
 * One factory per `x-resource` kind (server/lib/openapi.ts AccessResource): how the sweeps make a
 * real one owned by a patient–healer pair, so a route's path gets an id that exists. A new kind
 * needs one entry here (TypeScript refuses the registry until it has it); `secret` is text in the
 * resource that only its participants (and the admin, with `adminReads`) may ever read: any
 * other caller's answer holding it is a leak.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { calendarFeeds, planPractices, sessions } from '../../server/db/schema';
import type { AccessResource } from '../../server/lib/openapi';
import { insertAppointment } from '../support/appointments';
import { uploadCredential } from '../support/credentials';
import { insertHealer } from '../support/healers';
import { pngImage } from '../support/images';
import type { TestAccount } from '../support/accounts';
import type { CreatedResource, ResourceFactory, SweepWorld } from './world';

/** Calls the API as `account` and answers the JSON of a 2xx, or throws naming the call. */
async function apiCall(
  world: SweepWorld,
  account: TestAccount,
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit },
): Promise<Record<string, unknown>> {
  const response = await world.t.request(path, { ...init, cookie: account.cookie });
  const text = await response.text();
  if (!response.ok) throw new Error(`resource factory: ${path} → ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Scheduled, pending and completed in turn, so routes for each state reach their success. */
const APPOINTMENT_STATES = ['scheduled', 'pending', 'completed'] as const;
let appointments = 0;
let overrides = 0;
let windowsGiven = 0;

export const resourceFactories: Record<AccessResource, ResourceFactory> = {
  async appointment(world, { patient, healer }) {
    const status = APPOINTMENT_STATES[appointments++ % APPOINTMENT_STATES.length]!;
    const secret = world.newSecret();
    const row = await insertAppointment(world.t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: world.nextHour(status === 'completed' ? -1 : 1),
      status,
      title: `Session ${secret}`,
    });
    return { id: row.id, owner: 'patient', participants: ['patient', 'healer'], secret };
  },
  async chat(world, { patient, healer }) {
    // A conversation starts with its first message (decision 063).
    const secret = world.newSecret();
    const chat = await apiCall(world, patient, '/api/chats', {
      json: { participant_id: healer.userId, content: `Between us: ${secret}` },
    });
    return { id: String(chat.id), owner: 'patient', participants: ['patient', 'healer'], secret };
  },
  async 'availability-window'(world, { healer }) {
    let week = await apiCall(world, healer, '/api/me/availability', {});
    // A sweep may have saved an empty week: weekday hours again.
    if (!(week.windows as unknown[]).length)
      week = await apiCall(world, healer, '/api/me/availability', {
        method: 'PUT',
        json: {
          windows: [1, 2, 3, 4, 5].map((day) => ({
            day_of_week: day,
            start_time: '09:00',
            end_time: '17:00',
          })),
        },
      });
    const windows = week.windows as Array<{ id: string }>;
    const window = windows[windowsGiven++ % windows.length]!;
    return { id: window.id, owner: 'healer', participants: ['healer'] };
  },
  async 'availability-override'(world, { healer }) {
    overrides += 1;
    // Past the days the sweep's own requests pick (up to 120 ahead), so they never overlap.
    const date = new Date(Date.now() + (200 + overrides) * 86_400_000).toISOString().slice(0, 10);
    const created = await apiCall(world, healer, '/api/me/availability-overrides', {
      json: { date_from: date, available: false },
    });
    const override = created.override as { id: string };
    return { id: override.id, owner: 'healer', participants: ['healer'] };
  },
  async 'session-type'(world, { healer }) {
    const created = await apiCall(world, healer, '/api/me/session-types', {
      json: { name: 'Sweep session', duration_minutes: 30, price: 40, modes: ['video'] },
    });
    return { id: String(created.id), owner: 'healer', participants: ['healer'] };
  },
  async review(world, owners) {
    const completed = await insertAppointment(world.t.database.db, {
      healerId: owners.healer.userId,
      patientId: owners.patient.userId,
      startsAt: world.nextHour(-1),
      status: 'completed',
    });
    const review = await apiCall(
      world,
      owners.patient,
      `/api/appointments/${completed.id}/review`,
      {
        json: { rating: 4, text: 'Calm and helpful.' },
      },
    );
    // Reviews are public; the author owns it, the reviewed healer may reply.
    return { id: String(review.id), owner: 'patient', participants: ['patient', 'healer'] };
  },
  async credential(world, { healer }) {
    // A healer keeps at most 10 (the sweep's own uploads add up): the oldest make room.
    await world.t.database.db.execute(sql`
      delete from healer_credentials where healer_id = ${healer.userId} and id not in
        (select id from healer_credentials where healer_id = ${healer.userId}
          order by created_at desc limit 6)`);
    const secret = world.newSecret();
    const response = await uploadCredential(world.t, healer, { number: secret.slice(0, 40) });
    if (response.status !== 201)
      throw new Error(`resource factory: credential upload → ${response.status}`);
    const { id } = (await response.json()) as { id: string };
    return {
      id,
      owner: 'healer',
      participants: ['healer'],
      secret: secret.slice(0, 40),
      adminReads: true,
    };
  },
  async healer(_world, { healer }): Promise<CreatedResource> {
    return { id: healer.userId, owner: 'healer', participants: ['healer'] };
  },
  async user(world) {
    // A user of the admin's console that is no caller: suspending it leaves the sweep's callers be.
    const id = await insertHealer(world.t.database.db, { usrName: 'Una User', role: 'patient' });
    return { id, participants: [] };
  },
  async medication(world, { patient }) {
    const secret = world.newSecret();
    const created = await apiCall(world, patient, '/api/me/medications', {
      json: {
        name: 'Sweep remedy',
        notes: `Private: ${secret}`,
        times: ['08:00'],
        days_of_week: [1, 3, 5],
        start_date: new Date().toISOString().slice(0, 10),
      },
    });
    return { id: String(created.id), owner: 'patient', participants: ['patient'], secret };
  },
  async plan(world, { patient, healer }) {
    // A plan needs a session between the pair; it is active, so its practices can be ticked.
    await insertAppointment(world.t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: world.nextHour(1),
    });
    const secret = world.newSecret();
    const created = await apiCall(world, healer, '/api/plans', {
      json: {
        patient_id: patient.userId,
        title: 'Sweep plan',
        summary: `Between us: ${secret}`,
        status: 'active',
        practices: [{ title: 'Breathe', frequency: 'daily' }],
      },
    });
    const id = String(created.id);
    // The sweeps put the one id in every path parameter: a practice whose id is the plan's
    // lets the completion route (/plans/{id}/practices/{practiceId}) reach its success.
    await world.t.database.db
      .insert(planPractices)
      .values({ id, planId: id, position: 1, title: 'Sweep practice', frequency: 'daily' });
    return { id, owner: 'healer', participants: ['patient', 'healer'], secret };
  },
  async 'plan-template'(world, { healer }) {
    // A healer keeps at most 50 (the sweep's own saves add up): the oldest make room.
    await world.t.database.db.execute(sql`
      delete from plan_templates where healer_id = ${healer.userId} and id not in
        (select id from plan_templates where healer_id = ${healer.userId}
          order by created_at desc limit 40)`);
    const secret = world.newSecret();
    const created = await apiCall(world, healer, '/api/plan-templates', {
      json: { name: 'Sweep template', title: 'Sweep', summary: `Mine: ${secret}` },
    });
    return { id: String(created.id), owner: 'healer', participants: ['healer'], secret };
  },
  async 'calendar-feed'(world) {
    // The token is the feed's one authority: whoever holds it reads it, by design (decision
    // 026). Its owner is a fresh user without sessions, so it reads no one's secrets.
    const userId = await insertHealer(world.t.database.db, {
      usrName: 'Fay Feed',
      role: 'patient',
    });
    const token = randomBytes(32).toString('base64url');
    await world.t.database.db.insert(calendarFeeds).values({
      userId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
    });
    return { id: `${token}.ics`, participants: [] };
  },
  async client(world, { patient, healer }) {
    // A patient becomes the healer's client with a session booked between them.
    await insertAppointment(world.t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: world.nextHour(1),
    });
    return { id: patient.userId, owner: 'healer', participants: ['healer'] };
  },
  async file(world, { patient }) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await pngImage())], 'me.png'));
    const profile = await apiCall(world, patient, '/api/me/avatar', {
      method: 'POST',
      body: form,
    });
    const id = String(profile.profile_picture_url).split('/').pop()!;
    return { id, owner: 'patient', participants: ['patient'] };
  },
  async session(world, { patient }) {
    // A second sign-in of the patient (another device), not the session the sweep calls with.
    const id = randomBytes(16).toString('hex');
    await world.t.database.db.insert(sessions).values({
      id,
      token: randomBytes(24).toString('base64url'),
      userId: patient.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      ipAddress: '10.9.9.9',
    });
    return { id, owner: 'patient', participants: ['patient'] };
  },
};
