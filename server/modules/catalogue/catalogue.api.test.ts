import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '@contract/catalogue';
import type { HealerList } from '@contract/healers';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { addSessionType, healerWithWeek } from '../../../tests/support/booking';
import { insertHealer } from '../../../tests/support/healers';
import { useTestApp } from '../../../tests/support/test-app';
import { profiles } from '../../db/schema';

/*
 * Services match practitioners (decision 061): a service is offered by the listed healers
 * whose specialties belong to it through the specialty vocabulary; its "from" price and lengths
 * come from what they book.
 */
describe('services and the specialty vocabulary', () => {
  const t = useTestApp();
  const ids: Record<string, string> = {};
  let yogaTeacher: TestAccount;

  const catalogue = async () => {
    const response = await t.request('/api/services');
    expect(response.status).toBe(200);
    return (await response.json()) as Catalogue;
  };
  const names = async (query: string) => {
    const response = await t.request(`/api/healers?${query}`);
    expect(response.status, query).toBe(200);
    const body = (await response.json()) as HealerList;
    return body.items.map((healer) => healer.usr_name).sort();
  };

  beforeAll(async () => {
    const db = t.database.db;
    ids.sound = await insertHealer(db, {
      usrName: 'Sam Sound',
      specialties: ['Sound bath', 'Gong meditation'],
      consultationFee: 90,
    });
    ids.therapist = await insertHealer(db, {
      usrName: 'Tara Therapy',
      specialties: ['Couples Therapy', 'Grief counselling'],
      consultationFee: 150,
      experienceYears: 5,
    });
    ids.psychiatrist = await insertHealer(db, {
      usrName: 'Paul Psychiatry',
      specialties: ['Psychiatry'],
      consultationFee: 200,
    });
    ids.suspended = await insertHealer(db, {
      usrName: 'Susan Suspended',
      specialties: ['Reiki'],
      consultationFee: 10,
      suspendedAt: new Date(),
      suspensionReason: 'Test',
    });
    // A patient with a healer-sounding profile is never a practitioner.
    await insertHealer(db, { usrName: 'Pat Patient', role: 'patient', specialties: ['Reiki'] });
    // A healer with session types: their prices and lengths, not their consultation fee.
    yogaTeacher = await healerWithWeek(t);
    await db
      .update(profiles)
      .set({ usrName: 'Yuki Yoga', specialties: ['Restorative yoga'], consultationFee: 500 })
      .where(eq(profiles.userId, yogaTeacher.userId));
    await addSessionType(t, yogaTeacher, { duration_minutes: 45, price: 70 });
    await addSessionType(t, yogaTeacher, { duration_minutes: 90, price: 120 });
  });

  it('lists each service with its practitioners, from-price and lengths, from the data', async () => {
    const { services } = await catalogue();
    const byId = Object.fromEntries(services.map((service) => [service.service_id, service]));
    // Holistic Therapy: the therapist and the psychiatrist; the default session is 60 minutes.
    expect(byId['1']).toEqual({
      service_id: '1',
      practitioners: 2,
      from_price: 150,
      min_minutes: 60,
      max_minutes: 60,
    });
    // Energy Healing: only a suspended healer does Reiki, so nobody offers it.
    expect(byId['2']).toEqual({
      service_id: '2',
      practitioners: 0,
      from_price: null,
      min_minutes: null,
      max_minutes: null,
    });
    // Mindfulness: "Gong meditation" belongs to Meditation Guide.
    expect(byId['4']).toMatchObject({ practitioners: 1, from_price: 90 });
    // Yoga Therapy: the session types' prices and lengths.
    expect(byId['5']).toEqual({
      service_id: '5',
      practitioners: 1,
      from_price: 70,
      min_minutes: 45,
      max_minutes: 90,
    });
    expect(byId['6']).toMatchObject({ practitioners: 1, from_price: 90 });
  });

  it('lists only the practitioners who offer a service (service=)', async () => {
    expect(await names('service=1')).toEqual(['Paul Psychiatry', 'Tara Therapy']);
    expect(await names('service=2')).toEqual([]);
    expect(await names('service=6')).toEqual(['Sam Sound']);
    expect(await names('service=5')).toEqual(['Yuki Yoga']);
    const unknown = await t.request('/api/healers?service=7');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe('service: must be a service id');
  });

  it('maps free specialty entries to the vocabulary in the filter and its counts', async () => {
    expect(await names('specialty=Psychiatrist')).toEqual(['Paul Psychiatry']);
    expect(await names('specialty=Therapist')).toEqual(['Tara Therapy']);
    expect(await names('specialty=Sound%20Healer')).toEqual(['Sam Sound']);
    expect(await names('specialty=Meditation%20Guide')).toEqual(['Sam Sound']);
    // Text that is not a term still matches as part of an entry (older links).
    expect(await names('specialty=grief')).toEqual(['Tara Therapy']);
    const { specialties } = await catalogue();
    const count = (label: string) =>
      specialties.find((specialty) => specialty.label === label)?.practitioners;
    expect(count('Psychiatrist')).toBe(1);
    expect(count('Therapist')).toBe(1);
    expect(count('Energy Healer')).toBe(0);
    expect(count('Yoga Instructor')).toBe(1);
  });

  it('is public, cacheable for a minute, and the same for every caller', async () => {
    const patient = await signUp(t);
    const anonymous = await t.request('/api/services');
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=60');
    const signedIn = await t.request('/api/services', { cookie: patient.cookie });
    const healer = await t.request('/api/services', { cookie: yogaTeacher.cookie });
    const bodies = await Promise.all([anonymous, signedIn, healer].map((r) => r.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });
});
