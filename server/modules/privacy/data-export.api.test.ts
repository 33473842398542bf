import AdmZip from 'adm-zip';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { latestEmailTo } from '../../../tests/support/mail';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { dataExports, passkeys } from '../../db/schema';
import { runMaintenance } from '../maintenance/run-maintenance';

async function chat(t: TestApp, from: TestAccount, to: TestAccount, content: string) {
  const response = await t.request('/api/chats', {
    cookie: from.cookie,
    json: { participant_id: to.userId, content },
  });
  expect(response.status).toBe(201);
}

/** Asks for an export and answers the emailed link's path and query. */
async function exportLink(t: TestApp, account: TestAccount) {
  const response = await t.request('/api/me/export', { method: 'POST', cookie: account.cookie });
  expect(response.status).toBe(202);
  expect(await response.json()).toMatchObject({ status: 'building' });
  const email = await latestEmailTo(t, account.email);
  expect(email?.subject).toBe('Your Wellspring data is ready to download');
  const match = /(\/api\/data-export\?token=[A-Za-z0-9_-]+)/.exec(email!.text);
  expect(match).toBeTruthy();
  return match![1]!;
}

describe('data export (POST /api/me/export and its emailed link)', () => {
  const t = useTestApp();

  it('builds a ZIP of the user’s own data, with nothing of strangers, behind a one-time link', async () => {
    const patient = await signUp(t, { role: 'patient', name: 'Exporting Patient' });
    const healer = await signUp(t, { role: 'healer' });
    const stranger = await signUp(t, { role: 'patient' });
    const otherHealer = await signUp(t, { role: 'healer' });
    await chat(t, patient, healer, 'patient-own-message about my shoulder');
    await chat(t, stranger, otherHealer, 'stranger-secret-message');
    await chat(t, stranger, healer, 'stranger-to-my-healer-message');
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      title: 'exported-appointment-title',
    });
    // Care between sessions: a plan, a check-in, and notes with a private part.
    const planBody = {
      patient_id: patient.userId,
      title: 'exported-plan-title',
      summary: null,
      goals: [],
      practices: [{ title: 'exported-practice', frequency: 'daily' }],
      recommendations: [],
      resources: [],
      status: 'active',
    };
    for (const body of [
      planBody,
      { ...planBody, title: 'unshared-draft-title', status: 'draft' },
    ]) {
      const plan = await t.request('/api/plans', { cookie: healer.cookie, json: body });
      expect(plan.status, await plan.clone().text()).toBe(201);
    }
    const checkIn = await t.request('/api/check-ins', {
      cookie: patient.cookie,
      json: { mood: 4, energy: 3, sleep: 2, note: 'exported-check-in-note' },
    });
    expect(checkIn.status).toBe(200);
    const notes = await t.request(`/api/appointments/${appointment.id}/notes`, {
      method: 'PUT',
      cookie: healer.cookie,
      json: { private_note: 'healer-private-note', shared_summary: 'exported-shared-summary' },
    });
    expect(notes.status).toBe(200);

    // A passkey: its name is the user's data, its key material is not exported.
    await t.database.db.insert(passkeys).values({
      id: 'exported-passkey-id',
      name: 'exported-passkey-name',
      publicKey: 'passkey-public-key-material',
      userId: patient.userId,
      credentialID: 'passkey-credential-id',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });

    const link = await exportLink(t, patient);
    const download = await t.request(link, { cookie: undefined });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const zip = new AdmZip(Buffer.from(await download.arrayBuffer()));
    const names = zip.getEntries().map((entry) => entry.entryName);
    expect(names.sort()).toEqual(
      [
        'access-log.json',
        'appointments.json',
        'check-ins.json',
        'index.html',
        'medications.json',
        'messages.json',
        'notifications.json',
        'passkeys.json',
        'plans.json',
        'profile.json',
        'reviews.json',
        'session-notes.json',
        'sessions.json',
      ].sort(),
    );
    const all = zip
      .getEntries()
      .map((entry) => entry.getData().toString('utf8'))
      .join('\n');
    expect(all).toContain('patient-own-message about my shoulder');
    expect(all).toContain('exported-appointment-title');
    expect(all).toContain(appointment.id);
    expect(all).not.toContain('stranger-secret-message');
    expect(all).not.toContain('stranger-to-my-healer-message');
    expect(all).not.toContain(stranger.email);
    const plans = JSON.parse(zip.readAsText('plans.json')) as {
      title: string;
      versions: unknown[];
      practices: { title: string }[];
    }[];
    expect(plans).toMatchObject([
      { title: 'exported-plan-title', practices: [{ title: 'exported-practice' }] },
    ]);
    expect(plans[0]!.versions).toHaveLength(1);
    expect(zip.readAsText('check-ins.json')).toContain('exported-check-in-note');
    expect(zip.readAsText('session-notes.json')).toContain('exported-shared-summary');
    // A patient never gets the practitioner's private note, in any file.
    expect(all).not.toContain('healer-private-note');
    // Nor a draft plan the healer has not shared yet.
    expect(all).not.toContain('unshared-draft-title');
    const profile = JSON.parse(zip.readAsText('profile.json')) as { user: { email: string } };
    expect(profile.user.email).toBe(patient.email);
    const sessions = zip.readAsText('sessions.json');
    const token = decodeURIComponent(patient.cookie.split('=')[1]!).split('.')[0]!;
    expect(sessions).not.toContain(token);
    expect(zip.readAsText('passkeys.json')).toContain('exported-passkey-name');
    expect(all).not.toContain('passkey-public-key-material');
    expect(all).not.toContain('passkey-credential-id');
    expect(zip.readAsText('index.html')).toContain('messages.json');
    expect(zip.readAsText('access-log.json')).toContain('"export"');

    // Once only.
    const again = await t.request(link);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { code: 'not_found' } });
    const [row] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, patient.userId));
    expect(row).toMatchObject({ status: 'downloaded', archive: null });

    // The healer's export holds the plan they wrote and their own private note.
    const healerZip = new AdmZip(
      Buffer.from(await (await t.request(await exportLink(t, healer))).arrayBuffer()),
    );
    expect(healerZip.readAsText('plans.json')).toContain('exported-plan-title');
    expect(healerZip.readAsText('plans.json')).toContain('unshared-draft-title');
    expect(healerZip.readAsText('session-notes.json')).toContain('healer-private-note');
    expect(healerZip.readAsText('check-ins.json')).not.toContain('exported-check-in-note');
  });

  it('the link stops working after 24 hours (the maintenance job drops the bytes)', async () => {
    const account = await signUp(t);
    const link = await exportLink(t, account);
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, account.userId));
    expect((await t.request(link)).status).toBe(404);
    const report = await runMaintenance(t.database.db, t.env);
    expect(report.exportsExpired).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, account.userId));
    expect(row).toMatchObject({ status: 'expired', archive: null });
  });

  it('answers 401 to anonymous callers, 400 without a token and 404 to a made-up one', async () => {
    const before = await t.database.db.select().from(dataExports);
    expect((await t.request('/api/me/export', { method: 'POST' })).status).toBe(401);
    expect(await t.database.db.select().from(dataExports)).toHaveLength(before.length);
    const missing = await t.request('/api/data-export');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'invalid_request' } });
    expect((await t.request('/api/data-export?token=made-up')).status).toBe(404);
  });

  it('each role exports only its own: a healer’s export holds their side, not the patient’s other chats', async () => {
    const patient = await signUp(t, { role: 'patient' });
    const healer = await signUp(t, { role: 'healer' });
    const otherHealer = await signUp(t, { role: 'healer' });
    await chat(t, patient, healer, 'to-the-exporting-healer');
    await chat(t, patient, otherHealer, 'to-another-healer-only');
    const zip = new AdmZip(
      Buffer.from(await (await t.request(await exportLink(t, healer))).arrayBuffer()),
    );
    const messages = zip.readAsText('messages.json');
    expect(messages).toContain('to-the-exporting-healer');
    expect(messages).not.toContain('to-another-healer-only');
  });
});
