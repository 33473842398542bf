import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '@contract/strings';
import { signUp, type TestAccount } from '../tests/support/accounts';
import { signUpAdmin } from '../tests/support/admin';
import { uploadCredential } from '../tests/support/credentials';
import { insertAppointment } from '../tests/support/appointments';
import { healerWithWeek } from '../tests/support/booking';
import { pngImage } from '../tests/support/images';
import {
  planNulProbes,
  type OpenApiDocument,
  type Probe,
  type ProbePlan,
} from '../tests/support/openapi-probe';
import { useTestApp } from '../tests/support/test-app';

const NUL = '\u0000';
/** Where the sweep leaves its figures (inputs, answers, 5xx, leaks). */
const REPORT_DIR = path.resolve(import.meta.dirname, '../.test-tmp');

/**
 * Every table's rows, as one hash each. Columns a read may touch (a session's rolling expiry
 * and last activity) are left out: the sweep asks whether a refused request wrote anything.
 */
async function snapshot(t: ReturnType<typeof useTestApp>) {
  const { db } = t.database;
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.execute<{ hash: string }>(
      sql.raw(`select count(*) || ':' || coalesce(md5(string_agg(row::text, '|' order by row::text)), '') as hash
               from (select to_jsonb(t) - 'last_active_at' - 'updated_at' - 'expires_at' as row
                     from "${name}" t) rows`),
    );
    state[name] = rows[0]!.hash;
  }
  const { rows } = await db.execute<{ jobs: number }>(
    sql`select count(*)::int as jobs from graphile_worker.jobs where task_identifier <> 'maintenance'`,
  );
  state['graphile_worker.jobs'] = String(rows[0]!.jobs);
  return state;
}

describe('a NUL character in any string of any route (generated from the OpenAPI document)', () => {
  const t = useTestApp();
  let plan: ProbePlan;
  let patient: TestAccount;
  let healer: TestAccount;
  let admin: TestAccount;

  /**
   * Real resources for every id a route takes, so a route that forgot the safe string would
   * get as far as the database with its NUL (a made-up id stops at a 404 first).
   */
  beforeAll(async () => {
    healer = await healerWithWeek(t);
    patient = await signUp(t, { role: 'patient' });
    const chat = await t.request('/api/chats', {
      json: { participant_id: healer.userId, content: 'Hello' },
      cookie: patient.cookie,
    });
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
    });
    const week = await t.request('/api/me/availability', { cookie: healer.cookie });
    const sessionType = await t.request('/api/me/session-types', {
      json: { name: 'Intro', duration_minutes: 30, price: 10, modes: ['video'] },
      cookie: healer.cookie,
    });
    const override = await t.request('/api/me/availability-overrides', {
      json: {
        date_from: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
        available: false,
      },
      cookie: healer.cookie,
    });
    const avatar = new FormData();
    avatar.set('file', new File([new Uint8Array(await pngImage())], 'me.png'));
    const uploaded = await t.request('/api/me/avatar', {
      method: 'POST',
      body: avatar,
      cookie: patient.cookie,
    });
    // Reviews and credentials (issue 16): a review the patient wrote of a completed session,
    // a credential of the healer; an admin for the console's routes.
    const completed = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 48 * 3_600_000),
      status: 'completed',
    });
    const review = await t.request(`/api/appointments/${completed.id}/review`, {
      json: { rating: 5 },
      cookie: patient.cookie,
    });
    const credential = await uploadCredential(t, healer);
    admin = await signUpAdmin(t);
    const reviewId: string = (await review.json()).id;
    const credentialId: string = (await credential.json()).id;
    const ids: Record<string, string> = {
      '/api/reviews/': reviewId,
      '/api/me/credentials/': credentialId,
      '/api/admin/credentials/': credentialId,
      '/api/admin/reviews/': reviewId,
      '/api/admin/users/': patient.userId,
      '/api/admin/verifications/': healer.userId,
      '/api/chats/': (await chat.json()).id,
      '/api/appointments/': appointment.id,
      '/api/me/availability/': (await week.json()).windows[0].id,
      '/api/me/session-types/': (await sessionType.json()).id,
      '/api/me/availability-overrides/': (await override.json()).override.id,
      '/api/files/': (await uploaded.json()).profile_picture_url.split('/').pop(),
    };
    const document = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
    plan = planNulProbes(document, {
      byName: { healer_id: healer.userId, participant_id: healer.userId },
      path: (template, name) =>
        name === 'userId'
          ? healer.userId
          : Object.entries(ids).find(([prefix]) => template.startsWith(prefix))?.[1],
    });
    await t.settle();
  });

  /** The caller the route's access marking asks for, so the request reaches its validation. */
  function callerFor(probe: Probe): string | undefined {
    switch (probe.access) {
      case 'anonymous':
        return undefined;
      case 'user':
      case 'patient':
        return patient.cookie;
      case 'healer':
        return healer.cookie;
      case 'admin':
        return admin.cookie;
      case 'owner':
      case 'participant':
        return probe.resource === 'availability-window' ||
          probe.resource === 'session-type' ||
          probe.resource === 'availability-override' ||
          probe.resource === 'credential'
          ? healer.cookie
          : patient.cookie;
      default:
        throw new Error(
          `NUL sweep: no caller for x-access=${probe.access} (${probe.operation}); add one in callerFor`,
        );
    }
  }

  it('is refused with 400 naming the field, before anything is written; no 5xx, nothing leaks', async () => {
    expect(plan.probes.length).toBeGreaterThan(60);
    const operations = new Set(plan.probes.map((probe) => probe.operation));
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let fiveHundreds = 0;
    let leaks = 0;
    const logsBefore = t.logs.length;

    for (const operation of operations) {
      const before = await snapshot(t);
      for (const probe of plan.probes.filter((candidate) => candidate.operation === operation)) {
        const response = await t.request(probe.url, {
          method: probe.method,
          cookie: callerFor(probe),
          body: probe.body,
          headers: probe.contentType ? { 'content-type': probe.contentType } : {},
        });
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) fiveHundreds += 1;
        // The answer must not echo the input or say anything about the database.
        if (text.includes(NUL) || /\\u0000|Failed query|params:|postgres/i.test(text)) leaks += 1;
        const where = `${probe.operation} ${probe.location} ${probe.field}`;
        let error: { code?: string; message?: string } = {};
        try {
          error = JSON.parse(text).error ?? {};
        } catch {
          // not JSON: reported below
        }
        // Text fields say so by name; fields with a format or a list of values refuse the
        // value by their own rule (a route may word that its own way).
        const refused =
          response.status === 400 &&
          error.code === 'invalid_request' &&
          (probe.kind !== 'text' || error.message === `${probe.field}: ${NUL_MESSAGE}`);
        if (!refused) failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
      }
      expect(await snapshot(t), `${operation} wrote something`).toEqual(before);
    }

    const logged = t.logs.slice(logsBefore);
    // A refusal is an info line; anything louder means something went further than the edge.
    const unhandled = logged.filter((record) => Number(record.level) >= 40);
    const figures = {
      operations: operations.size,
      inputs: plan.probes.length,
      byLocation: Object.fromEntries(
        ['path', 'query', 'body'].map((location) => [
          location,
          plan.probes.filter((probe) => probe.location === location).length,
        ]),
      ),
      statuses,
      fiveHundreds,
      leaks,
      warningsOrErrorsLogged: unhandled.length,
      untransmissible: plan.untransmissible,
      binary: plan.binary,
    };
    // The figures docs/security.md records.
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, 'nul-sweep.json'), `${JSON.stringify(figures, null, 2)}\n`);
    expect(failures).toEqual([]);
    expect(fiveHundreds).toBe(0);
    expect(leaks).toBe(0);
    expect(unhandled).toEqual([]);
  });
});
