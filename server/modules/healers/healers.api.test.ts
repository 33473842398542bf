import { beforeAll, describe, expect, it } from 'vitest';
import type { HealerList } from '@contract/healers';
import { signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import { insertHealer } from '../../../tests/support/healers';

/*
 * Five healers with known attributes (and a patient who matches many filters but must never be
 * listed). Each filter is checked against the exact set it should return, in the default order
 * (rating, best first; Ben and Dev tie at 4.2 and are ordered by user id).
 */
const fixtures = {
  ava: {
    usrName: 'Ava Stone',
    specialties: ['Therapist', 'Anxiety'],
    languages: ['English', 'Spanish'],
    categories: ['mental'],
    consultationModes: ['video' as const],
    consultationFee: 50,
    ratingAverage: 4.9,
    experienceYears: 3,
    bio: 'Calm, 100% focused_care',
  },
  ben: {
    usrName: 'Ben Ortiz',
    specialties: ['Psychologist'],
    languages: ['spanish'],
    categories: ['medical', 'mental'],
    consultationModes: ['chat' as const, 'in_person' as const],
    consultationFee: 120,
    ratingAverage: 4.2,
    experienceYears: 7,
    bio: "The O'Brien method, with a back\\slash",
  },
  cara: {
    usrName: 'Cara Lin',
    specialties: ['Yoga Instructor', 'Breathwork'],
    languages: ['Mandarin', 'English'],
    categories: ['body'],
    consultationModes: ['in_person' as const],
    consultationFee: 310,
    ratingAverage: 3.5,
    experienceYears: 12,
    bio: 'Yoga for stress relief',
  },
  dev: {
    usrName: 'Dev Rao',
    specialties: ['Life Coach'],
    languages: ['Hindi'],
    categories: ['holistic', 'spiritual'],
    consultationModes: ['video' as const, 'chat' as const],
    consultationFee: 400,
    ratingAverage: 4.2,
    experienceYears: null,
    bio: null,
  },
  eli: {
    usrName: 'Eli Moss',
    specialties: ['Dietitian'],
    languages: ['French'],
    categories: ['nutrition'],
    consultationModes: ['video' as const],
    consultationFee: 85,
    ratingAverage: 5,
    experienceYears: 10,
    bio: 'Registered dietitian',
  },
};
type Key = keyof typeof fixtures;

describe('healers API', () => {
  const t = useTestApp();
  const ids = {} as Record<Key, string>;
  const keyOf = (userId: string) =>
    (Object.keys(ids) as Key[]).find((key) => ids[key] === userId) ?? userId;

  beforeAll(async () => {
    for (const key of Object.keys(fixtures) as Key[])
      ids[key] = await insertHealer(t.database.db, fixtures[key]);
    await insertHealer(t.database.db, {
      ...fixtures.ava,
      usrName: 'Ava Patient',
      role: 'patient',
    });
    // Each healer's next free time is computed by the job their window enqueued.
    await t.settle();
  });

  async function list(query: string): Promise<{ keys: string[]; body: HealerList }> {
    const response = await t.request(`/api/healers?limit=50&${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as HealerList;
    expect(body.total).toBe(body.items.length);
    return { keys: body.items.map((item) => keyOf(item.user_id)), body };
  }
  const byRating = (...keys: string[]) => {
    const order = ['eli', 'ava', ...tieOrder(), 'cara'];
    return [...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  };
  const tieOrder = () => (ids.ben > ids.dev ? ['ben', 'dev'] : ['dev', 'ben']);

  it('lists only healers, best rated first, with every summary field', async () => {
    const { keys, body } = await list('');
    expect(keys).toEqual(byRating('ava', 'ben', 'cara', 'dev', 'eli'));
    expect(body.next_cursor).toBeNull();
    expect(body.items.find((item) => item.user_id === ids.ava)).toEqual({
      user_id: ids.ava,
      usr_name: 'Ava Stone',
      professional_title: null,
      profile_picture_url: null,
      bio: 'Calm, 100% focused_care',
      location: null,
      languages: ['English', 'Spanish'],
      experience_years: 3,
      consultation_fee: 50,
      consultation_modes: ['video'],
      specialties: ['Therapist', 'Anxiety'],
      categories: ['mental'],
      rating_average: 4.9,
      reviews_count: 10,
      timezone: 'UTC',
      verified: false,
      // Mondays 09:00-17:00 UTC: the next Monday's first start past the notice.
      next_available_at: expect.stringMatching(/T(09|1\d):00:00\.000Z$/),
    });
  });

  it.each([
    ['q=ava', ['ava']],
    ['q=THERAP', ['ava']],
    ['q=stress', ['cara']],
    ['q=ava%20anxiety', ['ava']],
    ['q=ava%20dietitian', []],
    ['q=%20%20', ['ava', 'ben', 'cara', 'dev', 'eli']],
  ])('q matches name, specialties and bio: %s', async (query, expected) => {
    expect((await list(query)).keys).toEqual(byRating(...expected));
  });

  it.each([
    ['%', ['ava']],
    ['100%', ['ava']],
    ['_', ['ava']],
    ['Calm_', []],
    ['10_%', []],
    ["O'Brien", ['ben']],
    ['\\', ['ben']],
    ["' OR 1=1 --", []],
    ['%_%', []],
    ['<script>alert(1)</script>', []],
  ])('q treats %j as plain text', async (text, expected) => {
    expect((await list(`q=${encodeURIComponent(text)}`)).keys).toEqual(byRating(...expected));
  });

  it.each([
    ['specialty=yoga', ['cara']],
    ['specialty=Coach&specialty=dietitian', ['dev', 'eli']],
    ['specialty=therapist%20anxiety', []],
    ['language=english', ['ava', 'cara']],
    ['language=Spanish', ['ava', 'ben']],
    ['language=Hindi&language=French', ['dev', 'eli']],
    ['category=mental', ['ava', 'ben']],
    ['category=body&category=nutrition', ['cara', 'eli']],
    ['mode=chat', ['ben', 'dev']],
    ['mode=in_person&mode=chat', ['ben', 'cara', 'dev']],
    ['minFee=60', ['ben', 'cara', 'dev', 'eli']],
    ['maxFee=100', ['ava', 'eli']],
    ['minFee=0&maxFee=300', ['ava', 'ben', 'cara', 'dev', 'eli']],
    ['minFee=100&maxFee=300', ['ben', 'cara', 'dev']],
    ['minFee=50&maxFee=50', ['ava']],
    ['minRating=4.2', ['ava', 'ben', 'dev', 'eli']],
    ['minRating=5', ['eli']],
    // The bands never overlap: Eli's 10 years are 10+, not 5-10.
    ['experience=0-5', ['ava']],
    ['experience=5-10', ['ben']],
    ['experience=10%2B', ['cara', 'eli']],
  ])('filters alone: %s', async (query, expected) => {
    expect((await list(query)).keys).toEqual(byRating(...expected));
  });

  it.each([
    ['language=english&mode=video&maxFee=100', ['ava']],
    ['q=a&category=mental&minRating=4.5', ['ava']],
    ['category=mental&category=nutrition&experience=5-10', ['ben']],
    ['mode=video&minFee=60', ['dev', 'eli']],
    ['specialty=psych&language=spanish&mode=chat&minRating=4&experience=5-10&maxFee=150', ['ben']],
    ['language=Mandarin&category=mental', []],
  ])('filters combined: %s', async (query, expected) => {
    expect((await list(query)).keys).toEqual(byRating(...expected));
  });

  it.each([
    ['fee_asc', () => ['ava', 'eli', 'ben', 'cara', 'dev']],
    ['fee_desc', () => ['dev', 'cara', 'ben', 'eli', 'ava']],
    ['experience', () => ['cara', 'eli', 'ben', 'ava', 'dev']],
    ['rating', () => ['eli', 'ava', ...tieOrder(), 'cara']],
  ])('sorts by %s (missing values last)', async (sort, expected) => {
    expect((await list(`sort=${sort}`)).keys).toEqual(expected());
  });

  it('sorts filtered results and reports the total across pages', async () => {
    const response = await t.request('/api/healers?mode=video&sort=fee_asc&limit=1');
    const page = (await response.json()) as HealerList;
    expect(page.items.map((item) => keyOf(item.user_id))).toEqual(['ava']);
    expect(page.total).toBe(3);
    expect(page.next_cursor).toEqual(expect.any(String));
  });

  it('shows one healer by user id with certifications, whether bookable yet, and 404 for a patient or an unknown id', async () => {
    const healer = await signUp(t, { role: 'healer', name: 'Profile Healer' });
    const patient = await signUp(t);
    const found = await t.request(`/api/healers/${healer.userId}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      user_id: healer.userId,
      usr_name: 'Profile Healer',
      certifications: [],
      bookable: false,
    });
    for (const id of [patient.userId, 'does-not-exist', encodeURIComponent("' OR 1=1 --")]) {
      const response = await t.request(`/api/healers/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe('Healer not found');
    }
    expect((await t.request(`/api/healers/${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('is public and in the OpenAPI document with its parameters', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    const parameters = doc.paths['/api/healers'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'q',
        'specialty',
        'language',
        'category',
        'minFee',
        'maxFee',
        'minRating',
        'experience',
        'mode',
        'sort',
        'limit',
        'cursor',
      ]),
    );
    expect(doc.paths['/api/healers/{userId}']).toBeDefined();
  });
});
