import { describe, expect, it } from 'vitest';
import type { Profile } from '@contract/profiles';
import {
  checkAvatarFile,
  checkHealerForm,
  checkPatientForm,
  healerFormValues,
  patientFormValues,
} from './profile-form';

const profile: Profile = {
  id: 'p1',
  user_id: 'u1',
  usr_name: 'Maya Patel',
  professional_title: null,
  role: 'healer',
  profile_picture_url: null,
  bio: null,
  location: null,
  languages: ['English'],
  experience_years: null,
  consultation_fee: null,
  consultation_modes: [],
  specialties: [],
  certifications: [],
  categories: [],
  date_of_birth: null,
  gender: null,
  timezone: 'Europe/Berlin',
  rating_average: 0,
  reviews_count: 0,
  verified: false,
  bookable: false,
};

describe('checkHealerForm', () => {
  it('turns the form into a PATCH body: blanks become null, numbers are numbers', () => {
    const result = checkHealerForm({
      ...healerFormValues(profile),
      bio: '  ',
      experience_years: '7',
      consultation_fee: '120.50',
      specialties: ['Therapist'],
      consultation_modes: ['video', 'chat'],
    });
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        usr_name: 'Maya Patel',
        bio: null,
        location: null,
        experience_years: 7,
        consultation_fee: 120.5,
        consultation_modes: ['video', 'chat'],
        specialties: ['Therapist'],
        timezone: 'Europe/Berlin',
      }),
    });
  });

  it('names each bad field', () => {
    const result = checkHealerForm({
      ...healerFormValues(profile),
      usr_name: ' ',
      experience_years: '-1',
      consultation_fee: '10.005',
      timezone: 'Mars/Olympus',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      usr_name: 'Please enter your full name',
      experience_years: 'Experience years must be a number of at least 0',
      consultation_fee: 'Consultation fee must be in whole cents',
      timezone: expect.stringContaining('Unknown time zone'),
    });
  });
});

describe('checkPatientForm', () => {
  it('rejects a birth date in the future and accepts an empty one', () => {
    const values = patientFormValues({ ...profile, role: 'patient' });
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    const future = checkPatientForm({ ...values, date_of_birth: nextYear });
    expect(future.ok ? undefined : future.errors.date_of_birth).toBe(
      'Date of birth cannot be in the future',
    );
    const empty = checkPatientForm({ ...values, gender: 'non-binary' });
    expect(empty).toEqual({
      ok: true,
      payload: expect.objectContaining({ date_of_birth: null, gender: 'non-binary' }),
    });
  });
});

describe('checkAvatarFile', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(checkAvatarFile({ type, size: 2 * 1024 * 1024 })).toBeUndefined();
  });

  it('explains other types and larger files', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe(
      'Please choose a PNG, JPEG or WebP image.',
    );
    expect(checkAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toMatch(/2 MB/);
  });
});
