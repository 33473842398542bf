import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import { storedFiles } from '../../db/schema';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes that start like the given format, padded to `size`. */
function imageBytes(kind: 'png' | 'jpeg' | 'webp', size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(7);
  const head =
    kind === 'png'
      ? PNG_SIGNATURE
      : kind === 'jpeg'
        ? [0xff, 0xd8, 0xff, 0xe0]
        : [...'RIFF']
            .map((c) => c.charCodeAt(0))
            .concat(
              [0, 0, 0, 0],
              [...'WEBP'].map((c) => c.charCodeAt(0)),
            );
  bytes.set(head);
  return bytes;
}

function form(
  bytes: Uint8Array<ArrayBuffer> | string,
  name = 'avatar.png',
  type = 'image/png',
  field = 'file',
) {
  const body = new FormData();
  body.set(field, new File([bytes], name, { type }));
  return body;
}

describe('avatar upload and file serving', () => {
  const t = useTestApp();

  const upload = (cookie: string | undefined, body: BodyInit) =>
    t.request('/api/me/avatar', { method: 'POST', body, cookie });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'accepts a %s, sets profile_picture_url and serves it with cache headers',
    async (kind) => {
      const patient = await signUp(t);
      const bytes = imageBytes(kind);
      const response = await upload(patient.cookie, form(bytes));
      expect(response.status).toBe(200);
      const profile = await response.json();
      expect(profile.profile_picture_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(profile.user_id).toBe(patient.userId);

      const file = await t.request(profile.profile_picture_url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(`image/${kind}`);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    },
  );

  it('trusts the content, not the file name or declared type', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const disguised = await upload(
      healer.cookie,
      form(imageBytes('png'), 'photo.gif', 'text/plain'),
    );
    expect(disguised.status).toBe(200);
    const served = await t.request((await disguised.json()).profile_picture_url);
    expect(served.headers.get('content-type')).toBe('image/png');

    for (const [bytes, name] of [
      ['<html><script>alert(1)</script></html>', 'evil.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'evil.svg'],
      ['GIF89a\u0001\u0000', 'anim.gif'],
      ['', 'empty.png'],
    ] as const) {
      const response = await upload(healer.cookie, form(bytes, name, 'image/png'));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'unsupported_image', message: 'Please upload a PNG, JPEG or WebP image' },
      });
    }
  });

  it('accepts exactly 2 MB and refuses more with 413', async () => {
    const patient = await signUp(t);
    const limit = 2 * 1024 * 1024;
    expect((await upload(patient.cookie, form(imageBytes('jpeg', limit), 'a.jpg'))).status).toBe(
      200,
    );
    const tooBig = await upload(patient.cookie, form(imageBytes('jpeg', limit + 1), 'b.jpg'));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Image must be at most 2 MB' },
    });
    const wayTooBig = await upload(patient.cookie, form(imageBytes('jpeg', 3 * limit), 'c.jpg'));
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
    const first = await (await upload(patient.cookie, form(imageBytes('png')))).json();
    const second = await (await upload(patient.cookie, form(imageBytes('webp')))).json();
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
      form(imageBytes('png'), 'a.png', 'image/png', 'avatar'),
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
    const anonymous = await upload(undefined, form(imageBytes('png')));
    expect(anonymous.status).toBe(401);
    const alice = await signUp(t);
    const bob = await signUp(t, { role: 'healer' });
    const bobs = await (await upload(bob.cookie, form(imageBytes('png')))).json();
    await upload(alice.cookie, form(imageBytes('jpeg')));
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
