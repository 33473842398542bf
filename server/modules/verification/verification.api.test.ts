import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { healerWithWeek } from '../../../tests/support/booking';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { DOCUMENTS, uploadCredential } from '../../../tests/support/credentials';
import { useTestApp } from '../../../tests/support/test-app';
import {
  adminActions,
  healerCredentials,
  healerVerifications,
  profiles,
  storedFiles,
} from '../../db/schema';
import { decideVerification } from './decide-verification';
import { dropExpiredBadges } from './expire-verifications';

describe('practitioner verification', () => {
  const t = useTestApp();
  /** Whoever decides (the admin routes are tested in modules/admin; here the use case is). */
  let admin: { userId: string; email: string } | undefined;
  const ADMIN = () => admin!;
  beforeAll(async () => {
    const account = await signUp(t);
    admin = { userId: account.userId, email: account.email };
  });

  const verificationOf = async (healer: TestAccount) => {
    const response = await t.request('/api/me/verification', { cookie: healer.cookie });
    expect(response.status).toBe(200);
    return response.json();
  };
  const submit = (healer: TestAccount) =>
    t.request('/api/me/verification', { method: 'POST', cookie: healer.cookie });
  const credentialRows = (healerId: string) =>
    t.database.db.select().from(healerCredentials).where(eq(healerCredentials.healerId, healerId));
  const publicHealer = async (healerId: string) =>
    (await t.request(`/api/healers/${healerId}`)).json();
  const directoryIds = async (query: string) =>
    (
      (await (await t.request(`/api/healers?limit=50&${query}`)).json()).items as Array<{
        user_id: string;
      }>
    ).map((item) => item.user_id);

  async function uploaded(
    healer: TestAccount,
    upload: Parameters<typeof uploadCredential>[2] = {},
  ) {
    const response = await uploadCredential(t, healer, upload);
    expect(response.status).toBe(201);
    return response.json();
  }

  describe('uploads', () => {
    it.each([
      ['a PDF', DOCUMENTS.pdf, 'application/pdf'],
      ['a PNG named .pdf', DOCUMENTS.png, 'image/png'],
      ['a JPEG sent as octet-stream', DOCUMENTS.jpeg, 'image/jpeg'],
    ])('accepts %s by its content', async (_, data, contentType) => {
      const healer = await signUp(t, { role: 'healer' });
      const credential = await uploaded(healer, {
        data,
        declaredType: 'application/octet-stream',
        fileName: '../../etc/My Licence.pdf',
        expires_on: '',
        kind: 'certificate',
      });
      expect(credential).toMatchObject({
        kind: 'certificate',
        issuer: 'State Board of Behavioral Sciences',
        number: 'LMFT 123456',
        expires_on: null,
        expired: false,
        file_name: 'My Licence.pdf',
        content_type: contentType,
        byte_size: data.byteLength,
        document_url: `/api/me/credentials/${credential.id}/document`,
      });
      expect((await verificationOf(healer)).credentials).toHaveLength(1);
    });

    it.each([
      ['HTML named .pdf', { data: DOCUMENTS.html }, 400, 'unsupported_document'],
      ['a GIF', { data: DOCUMENTS.gif, declaredType: 'image/gif' }, 400, 'unsupported_document'],
      ['an empty file', { data: Buffer.alloc(0) }, 400, 'unsupported_document'],
      ['no file', { omit: ['file'] }, 400, 'invalid_request'],
      ['no issuer', { omit: ['issuer'] }, 400, 'invalid_request'],
      ['a blank number', { number: '   ' }, 400, 'invalid_request'],
      ['an issuer of 201 characters', { issuer: 'x'.repeat(201) }, 400, 'invalid_request'],
      ['an unknown kind', { kind: 'diploma' }, 400, 'invalid_request'],
      ['an expiry that is not a date', { expires_on: 'next year' }, 400, 'invalid_request'],
      ['an expiry in the past', { expires_on: '2020-01-01' }, 400, 'invalid_request'],
    ])('refuses %s and stores nothing', async (_, upload, status, code) => {
      const healer = await signUp(t, { role: 'healer' });
      const response = await uploadCredential(t, healer, upload);
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
      expect(await credentialRows(healer.userId)).toEqual([]);
      expect(
        await t.database.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.ownerId, healer.userId)),
      ).toEqual([]);
    });

    it('takes a document of exactly 10 MB and refuses one byte more with 413', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const limit = 10 * 1024 * 1024;
      const atLimit = Buffer.concat([
        DOCUMENTS.pdf,
        Buffer.alloc(limit - DOCUMENTS.pdf.byteLength),
      ]);
      expect((await uploadCredential(t, healer, { data: atLimit })).status).toBe(201);
      const over = await uploadCredential(t, healer, {
        data: Buffer.concat([atLimit, Buffer.from('x')]),
      });
      expect(over.status).toBe(413);
      expect((await over.json()).error.code).toBe('payload_too_large');
      expect(await credentialRows(healer.userId)).toHaveLength(1);
    });

    it('is for healers only, and keeps at most ten credentials', async () => {
      const patient = await signUp(t);
      expect((await uploadCredential(t, patient)).status).toBe(403);
      expect((await uploadCredential(t, undefined)).status).toBe(401);
      expect((await t.request('/api/me/verification', { cookie: patient.cookie })).status).toBe(
        403,
      );

      const healer = await signUp(t, { role: 'healer' });
      for (let index = 0; index < 10; index += 1) await uploaded(healer);
      const eleventh = await uploadCredential(t, healer);
      expect(eleventh.status).toBe(409);
      expect((await eleventh.json()).error.code).toBe('too_many_credentials');
    });
  });

  describe('documents', () => {
    it('are readable by their healer only, never through /api/files', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const credential = await uploaded(healer, { data: DOCUMENTS.png });
      const own = await t.request(credential.document_url, { cookie: healer.cookie });
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/png');
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(own.headers.get('x-content-type-options')).toBe('nosniff');
      expect(own.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await own.arrayBuffer()).equals(DOCUMENTS.png)).toBe(true);

      const otherHealer = await signUp(t, { role: 'healer' });
      const patient = await signUp(t);
      expect(
        (await t.request(credential.document_url, { cookie: otherHealer.cookie })).status,
      ).toBe(404);
      expect((await t.request(credential.document_url, { cookie: patient.cookie })).status).toBe(
        403,
      );
      expect((await t.request(credential.document_url)).status).toBe(401);

      const [row] = await credentialRows(healer.userId);
      for (const cookie of [healer.cookie, patient.cookie, undefined])
        expect((await t.request(`/api/files/${row!.fileId}`, { cookie })).status).toBe(404);
      expect(
        (await t.request('/api/me/credentials/not-a-uuid/document', { cookie: healer.cookie }))
          .status,
      ).toBe(404);
    });
  });

  describe('the review', () => {
    it('goes unverified → pending → verified; the badge shows and the directory filters on it', async () => {
      // Bookable healers: the directory lists no one else (decision 043).
      const healer = await healerWithWeek(t, { name: 'Dr. Vera Lind' });
      const unverified = await healerWithWeek(t);
      expect(await verificationOf(healer)).toMatchObject({ status: 'unverified', credentials: [] });

      const empty = await submit(healer);
      expect(empty.status).toBe(409);
      expect((await empty.json()).error.code).toBe('no_credentials');

      const licence = await uploaded(healer, { expires_on: '2031-05-31' });
      await uploaded(healer, { kind: 'certificate', expires_on: '2030-01-31' });
      await uploaded(healer, { kind: 'certificate', expires_on: '' });
      const pending = await submit(healer);
      expect(pending.status).toBe(200);
      expect(await pending.json()).toMatchObject({ status: 'pending', note: null });
      expect((await submit(healer)).status).toBe(409);
      const locked = await t.request(`/api/me/credentials/${licence.id}`, {
        method: 'DELETE',
        cookie: healer.cookie,
      });
      expect(locked.status).toBe(409);
      expect((await publicHealer(healer.userId)).verified).toBe(false);

      await decideVerification(t.database.db, ADMIN(), healer.userId, {
        decision: 'approve',
        note: 'Licence checked with the board',
      });
      expect(await verificationOf(healer)).toMatchObject({
        status: 'verified',
        note: 'Licence checked with the board',
        verified_until: '2030-01-31',
      });
      expect((await publicHealer(healer.userId)).verified).toBe(true);
      const verifiedOnly = await directoryIds('verified=true');
      expect(verifiedOnly).toContain(healer.userId);
      expect(verifiedOnly).not.toContain(unverified.userId);
      expect(await directoryIds('verified=false')).toEqual(
        expect.arrayContaining([healer.userId, unverified.userId]),
      );
      expect((await t.request('/api/healers?verified=maybe')).status).toBe(400);
      const [audit] = await t.database.db
        .select()
        .from(adminActions)
        .where(eq(adminActions.targetId, healer.userId));
      expect(audit).toMatchObject({
        actorId: ADMIN().userId,
        action: 'verification.approve',
        targetLabel: 'Dr. Vera Lind',
        reason: 'Licence checked with the board',
      });
    });

    it('can be rejected with a note, after which the healer fixes and resubmits', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const credential = await uploaded(healer);
      await submit(healer);
      await decideVerification(t.database.db, ADMIN(), healer.userId, {
        decision: 'reject',
        note: 'The scan is unreadable',
      });
      expect(await verificationOf(healer)).toMatchObject({
        status: 'rejected',
        note: 'The scan is unreadable',
      });
      const removed = await t.request(`/api/me/credentials/${credential.id}`, {
        method: 'DELETE',
        cookie: healer.cookie,
      });
      expect(removed.status).toBe(204);
      expect(await credentialRows(healer.userId)).toEqual([]);
      await uploaded(healer);
      expect((await submit(healer)).status).toBe(200);
      expect((await verificationOf(healer)).status).toBe('pending');
    });

    it('answers another healer’s credential with 404', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const credential = await uploaded(healer);
      const other = await signUp(t, { role: 'healer' });
      const response = await t.request(`/api/me/credentials/${credential.id}`, {
        method: 'DELETE',
        cookie: other.cookie,
      });
      expect(response.status).toBe(404);
      expect(await credentialRows(healer.userId)).toHaveLength(1);
    });
  });

  describe('expiry', () => {
    it('drops the badge of a healer whose credential expired, once, with an audit entry', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const current = await signUp(t, { role: 'healer' });
      for (const who of [healer, current]) {
        await uploaded(who);
        await submit(who);
        await decideVerification(t.database.db, ADMIN(), who.userId, {
          decision: 'approve',
          note: null,
        });
      }
      // The credential expired yesterday (the job compares with the UTC date).
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await t.database.db
        .update(healerVerifications)
        .set({ verifiedUntil: yesterday })
        .where(eq(healerVerifications.healerId, healer.userId));

      expect(await dropExpiredBadges(t.database.db)).toBe(1);
      expect(await dropExpiredBadges(t.database.db)).toBe(0);
      expect(await verificationOf(healer)).toMatchObject({
        status: 'unverified',
        note: `Your credential expired on ${yesterday}. Upload a current one and submit it for verification again.`,
      });
      const [profile] = await t.database.db
        .select({ verified: profiles.verified })
        .from(profiles)
        .where(eq(profiles.userId, healer.userId));
      expect(profile!.verified).toBe(false);
      expect((await publicHealer(current.userId)).verified).toBe(true);
      expect(await directoryIds('verified=true')).not.toContain(healer.userId);
      const entries = await t.database.db
        .select()
        .from(adminActions)
        .where(eq(adminActions.targetId, healer.userId));
      expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['verification.approve', ADMIN().userId],
        ['verification.expire', null],
      ]);
    });
  });
});
