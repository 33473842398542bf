import type { UpdateProfile } from '@contract/profiles';
import type { profiles } from '../../db/schema';

type ProfileInsert = typeof profiles.$inferInsert;

/**
 * Fields only a healer's profile has (they describe a practice). A patient sending one gets a
 * 400 rather than a silently stored value nobody can see. Date of birth and gender stay open
 * to both roles: they are private and never shown in the directory.
 */
export const HEALER_ONLY_FIELDS = [
  'experience_years',
  'consultation_fee',
  'consultation_modes',
  'specialties',
  'certifications',
  'categories',
] as const satisfies readonly (keyof UpdateProfile)[];

/** The drizzle `set` of a validated update: only the fields present in the request. */
export function toProfileChanges(update: UpdateProfile): Partial<ProfileInsert> {
  const changes: Partial<ProfileInsert> = {
    usrName: update.usr_name,
    bio: update.bio,
    location: update.location,
    languages: update.languages,
    experienceYears: update.experience_years,
    consultationFee: update.consultation_fee,
    consultationModes: update.consultation_modes,
    specialties: update.specialties,
    certifications: update.certifications,
    categories: update.categories,
    dateOfBirth: update.date_of_birth,
    gender: update.gender,
    timezone: update.timezone,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<ProfileInsert>;
}
