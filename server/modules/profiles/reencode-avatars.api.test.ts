import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { HOME_POSITION, phonePhoto } from '../../../tests/support/images';
import { useTestApp } from '../../../tests/support/test-app';
import { appSettings, profiles, storedFiles } from '../../db/schema';
import { fileUrl } from '../files/file-url';
import { saveFile } from '../files/files.queries';
import { REENCODE_AVATARS_SETTING } from './profiles.queries';
import { enqueuePendingAvatarReencoding } from './reencode-avatars';

describe('re-encoding the avatars stored before uploads were re-encoded', () => {
  const t = useTestApp();

  /** An avatar as the old upload stored it: the bytes as sent, older than the cutoff. */
  async function oldAvatar(userId: string, data: Buffer, contentType = 'image/jpeg') {
    const id = await saveFile(t.database.db, { ownerId: userId, contentType, data });
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(storedFiles.id, id));
    await t.database.db
      .update(profiles)
      .set({ profilePictureUrl: fileUrl(id) })
      .where(eq(profiles.userId, userId));
    return fileUrl(id);
  }

  const pictureOf = async (cookie: string) =>
    (await (await t.request('/api/me', { cookie })).json()).profile.profile_picture_url as
      string | null;

  async function runJob() {
    await enqueuePendingAvatarReencoding(t.database.db, t.services.jobs);
    await t.settle();
  }

  it('re-encodes each under a new URL without its metadata, removes what does not decode, once', async () => {
    await t.settle(); // the start-up run on the empty database
    const photographer = await signUp(t);
    const junk = await signUp(t, { role: 'healer' });
    const photo = await phonePhoto(1200, 800);
    const oldPhoto = await oldAvatar(photographer.userId, photo);
    const signatureAndText = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not an image at all'),
    ]);
    const oldJunk = await oldAvatar(junk.userId, signatureAndText, 'image/png');
    // What migration 0010 records.
    await t.database.db
      .insert(appSettings)
      .values({ key: REENCODE_AVATARS_SETTING, value: new Date().toISOString() });
    expect((await t.request(oldPhoto)).status).toBe(200);

    await runJob();

    const newPhoto = await pictureOf(photographer.cookie);
    expect(newPhoto).toMatch(/^\/api\/files\//);
    expect(newPhoto).not.toBe(oldPhoto);
    expect((await t.request(oldPhoto)).status).toBe(404);
    const served = Buffer.from(await (await t.request(newPhoto!)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 341, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(HOME_POSITION.GPSLatitude)).toBe(false);

    expect(await pictureOf(junk.cookie)).toBeNull();
    expect((await t.request(oldJunk)).status).toBe(404);
    const cutoff = await t.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, REENCODE_AVATARS_SETTING));
    expect(cutoff).toEqual([]);

    // Done is done: another start enqueues nothing, and the picture stays as it is.
    await runJob();
    expect(await pictureOf(photographer.cookie)).toBe(newPhoto);
  });

  it('leaves an avatar uploaded after the cutoff alone', async () => {
    const patient = await signUp(t);
    const body = new FormData();
    body.set('file', new File([new Uint8Array(await phonePhoto(300, 200))], 'a.jpg'));
    const uploaded = await t.request('/api/me/avatar', {
      method: 'POST',
      body,
      cookie: patient.cookie,
    });
    const url = (await uploaded.json()).profile_picture_url;
    await t.database.db
      .insert(appSettings)
      .values({ key: REENCODE_AVATARS_SETTING, value: '2000-01-01T00:00:00.000Z' });
    await runJob();
    expect(await pictureOf(patient.cookie)).toBe(url);
  });
});
