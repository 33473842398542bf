import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import { profiles, users } from '../../db/schema';

describe('PATCH /api/me/profile', () => {
  const t = useTestApp();

  const patch = (cookie: string | undefined, json: unknown) =>
    t.request('/api/me/profile', { method: 'PATCH', json, cookie });
  const rowOf = async (userId: string) => {
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    return row!;
  };

  it('lets a healer update their practice fields and returns the updated profile', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const response = await patch(healer.cookie, {
      usr_name: '  Dr. Ines Varga ',
      bio: 'Twenty years of practice.',
      location: 'Lisbon',
      languages: [' English ', 'Portuguese', 'English', ''],
      experience_years: 20,
      consultation_fee: 85.5,
      consultation_modes: ['video', 'in_person', 'video'],
      specialties: ['Acupuncture'],
      certifications: ['NCCAOM'],
      categories: ['holistic', 'medical'],
      timezone: 'Europe/Lisbon',
    });
    expect(response.status).toBe(200);
    const profile = await response.json();
    expect(profile).toMatchObject({
      user_id: healer.userId,
      role: 'healer',
      usr_name: 'Dr. Ines Varga',
      languages: ['English', 'Portuguese'],
      consultation_fee: 85.5,
      consultation_modes: ['video', 'in_person'],
      categories: ['holistic', 'medical'],
      timezone: 'Europe/Lisbon',
      rating_average: 0,
    });
    expect(await rowOf(healer.userId)).toMatchObject({
      usrName: 'Dr. Ines Varga',
      experienceYears: 20,
    });
    // The auth user's name follows, so emails greet the right name.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, healer.userId));
    expect(user!.name).toBe('Dr. Ines Varga');
    const me = await (await t.request('/api/me', { cookie: healer.cookie })).json();
    expect(me.profile).toEqual(profile);
  });

  it('applies only the fields sent and can clear nullable ones', async () => {
    const patient = await signUp(t);
    await patch(patient.cookie, {
      location: 'Oslo',
      gender: 'female',
      date_of_birth: '1990-04-01',
    });
    const response = await patch(patient.cookie, { location: null });
    expect(await response.json()).toMatchObject({
      location: null,
      gender: 'female',
      date_of_birth: '1990-04-01',
      usr_name: patient.profile.usr_name,
    });
  });

  it('answers an empty update with the unchanged profile', async () => {
    const patient = await signUp(t);
    const response = await patch(patient.cookie, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(patient.profile);
  });

  it('rejects healer-only fields from a patient and writes nothing', async () => {
    const patient = await signUp(t);
    for (const [field, value] of [
      ['consultation_fee', 50],
      ['consultation_modes', ['video']],
      ['specialties', ['Reiki']],
      ['certifications', ['X']],
      ['categories', ['mental']],
      ['experience_years', 3],
    ] as const) {
      const response = await patch(patient.cookie, { location: 'Changed', [field]: value });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'field_not_allowed', message: `${field}: Only healers can set this field` },
      });
    }
    expect((await rowOf(patient.userId)).location).toBeNull();
  });

  it.each([
    [{ role: 'healer' }, 'role'],
    [{ rating_average: 5 }, 'rating_average'],
    [{ reviews_count: 100 }, 'reviews_count'],
    [{ user_id: 'someone-else' }, 'user_id'],
    [{ id: 'x' }, 'id'],
    [{ profile_picture_url: 'https://evil.example/x.png' }, 'profile_picture_url'],
    [{ language: ['English'] }, 'language'],
  ])('rejects the field %j (unknown or not settable) and writes nothing', async (json, field) => {
    const patient = await signUp(t);
    const response = await patch(patient.cookie, { ...json, bio: 'should not be stored' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(field);
    expect(await rowOf(patient.userId)).toMatchObject({
      role: 'patient',
      bio: null,
      reviewsCount: 0,
    });
  });

  it.each([
    [{ usr_name: '' }, 'usr_name: Please enter your full name'],
    [{ usr_name: 'x'.repeat(101) }, 'usr_name: Name must be at most 100 characters'],
    [{ bio: 'x'.repeat(2001) }, 'bio: Bio must be at most 2000 characters'],
    [{ usr_name: 42 }, 'usr_name'],
    [{ languages: 'English' }, 'languages'],
    [
      { languages: ['x'.repeat(61)] },
      'languages.0: Languages entries must be at most 60 characters',
    ],
    [{ experience_years: -1 }, 'experience_years: Experience years must be a number of at least 0'],
    // Every message is a sentence about the field, never the library's own words.
    [{ experience_years: 81 }, 'experience_years: Experience must be at most 80 years'],
    [{ consultation_fee: 100_001 }, 'consultation_fee: Consultation fee must be at most $100,000'],
    [{ experience_years: 2.5 }, 'experience_years: Experience must be a whole number of years'],
    [{ consultation_fee: -1 }, 'consultation_fee: Consultation fee must be a number of at least 0'],
    [{ consultation_fee: 10.005 }, 'consultation_fee: Consultation fee must be in whole cents'],
    [{ consultation_fee: '50' }, 'consultation_fee'],
    [{ consultation_modes: ['phone'] }, 'consultation_modes.0'],
    [{ categories: ['astrology'] }, 'categories.0'],
    [{ gender: 'other' }, 'gender'],
    [{ date_of_birth: '2999-01-01' }, 'date_of_birth: Date of birth cannot be in the future'],
    [{ date_of_birth: 'yesterday' }, 'date_of_birth: Date of birth must be a date (YYYY-MM-DD)'],
    [
      { timezone: 'Mars/Olympus' },
      'timezone: Unknown time zone; use an IANA name such as Europe/Berlin',
    ],
  ])('rejects %j with a 400 naming the field', async (json, message) => {
    const healer = await signUp(t, { role: 'healer' });
    const response = await patch(healer.cookie, json);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(message);
  });

  it('stores hostile text verbatim and returns it as text', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const hostile = {
      usr_name: '<img src=x onerror=alert(1)>',
      bio: "<script>alert('x')</script> 100% _real_ '; DROP TABLE profiles; --",
      specialties: ['<b>bold</b>', '%', '_'],
    };
    const response = await patch(healer.cookie, hostile);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject(hostile);
    expect(await rowOf(healer.userId)).toMatchObject({ bio: hostile.bio });
  });

  it('changes only the caller: there is no way to address another user', async () => {
    const alice = await signUp(t, { role: 'healer' });
    const bob = await signUp(t, { role: 'healer' });
    const patient = await signUp(t);
    const response = await t.request(`/api/me/profile?user_id=${bob.userId}`, {
      method: 'PATCH',
      json: { bio: 'Alice wrote this' },
      cookie: alice.cookie,
    });
    expect(response.status).toBe(200);
    expect((await rowOf(bob.userId)).bio).toBeNull();
    expect((await rowOf(patient.userId)).bio).toBeNull();
    expect((await rowOf(alice.userId)).bio).toBe('Alice wrote this');
    for (const path of [`/api/profiles/${bob.userId}`, `/api/me/profile/${bob.userId}`]) {
      const attempt = await t.request(path, {
        method: 'PATCH',
        json: { bio: 'x' },
        cookie: alice.cookie,
      });
      expect(attempt.status).toBe(404);
    }
  });

  it('requires a session (401) and a same-site origin (403)', async () => {
    const anonymous = await patch(undefined, { bio: 'x' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: 'unauthorized', message: 'You must be logged in' },
    });
    const patient = await signUp(t);
    const crossSite = await t.request('/api/me/profile', {
      method: 'PATCH',
      json: { bio: 'csrf' },
      cookie: patient.cookie,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await rowOf(patient.userId)).bio).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  const t = useTestApp();

  it('describes the account, file and outbox routes', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/me/profile',
        '/api/me/avatar',
        '/api/files/{id}',
        '/api/auth-providers',
        '/api/dev/outbox',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/me/avatar'])).toContain('multipart/form-data');
  });
});
