import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import {
  HOME_POSITION,
  jpegImage,
  PHOTO_COMMENT,
  PHOTO_DESCRIPTION,
  phonePhoto,
  pngImage,
  webpImage,
  type TestImage,
} from '../../../tests/support/images';
import { storedFiles } from '../../db/schema';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const images = { png: pngImage, jpeg: jpegImage, webp: webpImage };

/** A real image of the given format, as bytes a browser uploads. */
async function imageBytes(kind: keyof typeof images, options?: TestImage) {
  return new Uint8Array(await images[kind](options));
}

function form(bytes: Uint8Array | string, name = 'avatar.png', type = 'image/png', field = 'file') {
  const body = new FormData();
  body.set(field, new File([bytes as BlobPart], name, { type }));
  return body;
}

describe('avatar upload and file serving', () => {
  const t = useTestApp();

  const upload = (cookie: string | undefined, body: BodyInit) =>
    t.request('/api/me/avatar', { method: 'POST', body, cookie });

  /** The served bytes of a profile picture URL, with what a decoder finds in them. */
  async function served(url: string) {
    const file = await t.request(url);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    return { file, bytes, metadata: await sharp(bytes).metadata() };
  }

  it.each([
    ['png', {}, 'image/jpeg'],
    ['png', { alpha: true }, 'image/webp'],
    ['jpeg', {}, 'image/jpeg'],
    ['webp', {}, 'image/jpeg'],
    ['webp', { alpha: true }, 'image/webp'],
  ] as const)(
    'accepts a %s %o, stores it re-encoded as %s and serves it with cache headers',
    async (kind, options, contentType) => {
      const patient = await signUp(t);
      const response = await upload(patient.cookie, form(await imageBytes(kind, options)));
      expect(response.status).toBe(200);
      const profile = await response.json();
      expect(profile.profile_picture_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(profile.user_id).toBe(patient.userId);

      const { file, metadata } = await served(profile.profile_picture_url);
      expect(file.headers.get('content-type')).toBe(contentType);
      expect(metadata.format).toBe(contentType.slice('image/'.length));
      expect([metadata.width, metadata.height]).toEqual([64, 48]);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('drops the Exif block (GPS position), comments and every other metadata of a phone photo, and stands it upright', async () => {
    const patient = await signUp(t);
    const photo = await phonePhoto(900, 600);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(patient.cookie, form(new Uint8Array(photo), 'IMG_0001.jpg'));
    expect(response.status).toBe(200);
    const { bytes, metadata } = await served((await response.json()).profile_picture_url);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 341, height: 512 });
    for (const block of ['exif', 'icc', 'xmp', 'iptc', 'comments', 'orientation'] as const)
      expect(metadata[block], block).toBeUndefined();
    for (const text of [
      PHOTO_DESCRIPTION,
      PHOTO_COMMENT,
      'TestPhone',
      'Exif',
      HOME_POSITION.GPSLatitude,
    ])
      expect(bytes.includes(text), text).toBe(false);
  });

  it('shrinks a large image to fit 512 × 512', async () => {
    const patient = await signUp(t);
    const big = await imageBytes('png', { width: 2000, height: 1000 });
    const response = await upload(patient.cookie, form(big));
    const { metadata } = await served((await response.json()).profile_picture_url);
    expect([metadata.width, metadata.height]).toEqual([512, 256]);
  });

  it('keeps only the image of a PNG with bytes appended after it', async () => {
    const patient = await signUp(t);
    const trailer = '<script>alert("appended")</script>';
    const png = Buffer.concat([await pngImage(), Buffer.from(trailer)]);
    const response = await upload(patient.cookie, form(new Uint8Array(png)));
    expect(response.status).toBe(200);
    const { bytes } = await served((await response.json()).profile_picture_url);
    expect(bytes.includes(trailer)).toBe(false);
  });

  it('refuses what does not decode as PNG, JPEG or WebP, whatever its first bytes, and writes nothing', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const truncated = (await jpegImage({ width: 400, height: 300 })).subarray(0, 300);
    const cases: Array<[Uint8Array | string, string]> = [
      [
        new Uint8Array(Buffer.concat([PNG_SIGNATURE, Buffer.from('just some text after it')])),
        'sig.png',
      ],
      [new Uint8Array(truncated), 'cut.jpg'],
      ['<html><script>alert(1)</script></html>', 'evil.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'evil.svg'],
      ['GIF89a\u0001\u0000', 'anim.gif'],
      ['', 'empty.png'],
    ];
    for (const [bytes, name] of cases) {
      const response = await upload(healer.cookie, form(bytes, name, 'image/png'));
      expect(response.status, name).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'unsupported_image', message: 'Please upload a PNG, JPEG or WebP image' },
      });
    }
    const stored = await t.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, healer.userId));
    expect(stored).toEqual([]);
    const me = await (await t.request('/api/me', { cookie: healer.cookie })).json();
    expect(me.profile.profile_picture_url).toBeNull();
  });

  it('trusts the content, not the file name or declared type', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const disguised = await upload(
      healer.cookie,
      form(await imageBytes('png'), 'photo.gif', 'text/plain'),
    );
    expect(disguised.status).toBe(200);
    const { file } = await served((await disguised.json()).profile_picture_url);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('accepts exactly 2 MB and refuses more with 413', async () => {
    const patient = await signUp(t);
    const limit = 2 * 1024 * 1024;
    // A real JPEG padded after its end marker to the size asked for.
    const ofSize = async (size: number) => {
      const jpeg = await jpegImage();
      return new Uint8Array(Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length, 0x20)]));
    };
    expect((await upload(patient.cookie, form(await ofSize(limit), 'a.jpg'))).status).toBe(200);
    const tooBig = await upload(patient.cookie, form(await ofSize(limit + 1), 'b.jpg'));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Image must be at most 2 MB' },
    });
    const wayTooBig = await upload(patient.cookie, form(await ofSize(3 * limit), 'c.jpg'));
    expect(wayTooBig.status).toBe(413);
  });

  it('keeps the 1 MB limit on every other route', async () => {
    const patient = await signUp(t);
    const response = await t.request('/api/me/profile', {
      method: 'PATCH',
      json: { bio: 'x'.repeat(1024 * 1024 + 10) },
      cookie: patient.cookie,
    });
    expect(response.status).toBe(413);
  });

  it('replaces the previous avatar and deletes its bytes', async () => {
    const patient = await signUp(t);
    const first = await (await upload(patient.cookie, form(await imageBytes('png')))).json();
    const second = await (await upload(patient.cookie, form(await imageBytes('webp')))).json();
    expect(second.profile_picture_url).not.toBe(first.profile_picture_url);
    expect((await t.request(first.profile_picture_url)).status).toBe(404);
    const owned = await t.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, patient.userId));
    expect(owned.map((row) => `/api/files/${row.id}`)).toEqual([second.profile_picture_url]);
  });

  it('refuses a missing file or another field name (400), and a JSON body (415)', async () => {
    const patient = await signUp(t);
    const wrongField = await upload(
      patient.cookie,
      form(await imageBytes('png'), 'a.png', 'image/png', 'avatar'),
    );
    expect(wrongField.status).toBe(400);
    expect((await wrongField.json()).error).toEqual({
      code: 'invalid_request',
      message: 'file: Attach an image file',
    });
    const asText = new FormData();
    asText.set('file', 'not a file');
    expect((await upload(patient.cookie, asText)).status).toBe(400);
    const json = await t.request('/api/me/avatar', { json: { file: 'x' }, cookie: patient.cookie });
    expect(json.status).toBe(415);
    expect((await json.json()).error.code).toBe('unsupported_media_type');
  });

  it('requires a session; one user cannot touch another user’s avatar', async () => {
    const anonymous = await upload(undefined, form(await imageBytes('png')));
    expect(anonymous.status).toBe(401);
    const alice = await signUp(t);
    const bob = await signUp(t, { role: 'healer' });
    const bobs = await (await upload(bob.cookie, form(await imageBytes('png')))).json();
    await upload(alice.cookie, form(await imageBytes('jpeg')));
    // Alice's upload changed only Alice; Bob's picture is intact and still served.
    const bobNow = await (await t.request('/api/me', { cookie: bob.cookie })).json();
    expect(bobNow.profile.profile_picture_url).toBe(bobs.profile_picture_url);
    expect((await t.request(bobs.profile_picture_url)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed file ids, never a 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await t.request(`/api/files/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });
});
