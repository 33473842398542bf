import type { UpdateProfile } from '@contract/profiles';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { Viewer } from '../auth/require-user';
import type { ProfileRow } from './profiles.dto';
import { renameUser, updateProfile, type ProfileChanges } from './profiles.queries';

/**
 * Fields only a healer's profile has (they describe a practice). A patient sending one gets a
 * 400 rather than a silently stored value nobody can see. Date of birth and gender stay open
 * to both roles: they are private and never shown in the directory.
 */
export const HEALER_ONLY_FIELDS = [
  'professional_title',
  'experience_years',
  'consultation_fee',
  'consultation_modes',
  'specialties',
  'certifications',
  'categories',
] as const satisfies readonly (keyof UpdateProfile)[];

/** The drizzle `set` of a validated update: only the fields present in the request. */
function toProfileChanges(update: UpdateProfile): ProfileChanges {
  const changes: ProfileChanges = {
    usrName: update.usr_name,
    professionalTitle: update.professional_title,
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
  ) as ProfileChanges;
}

/** Applies the caller's partial update in one transaction, with users.name kept in step. */
export async function updateOwnProfile(
  db: Db,
  viewer: Viewer,
  update: UpdateProfile,
): Promise<ProfileRow | undefined> {
  if (viewer.profile.role !== 'healer') {
    const field = HEALER_ONLY_FIELDS.find((name) => update[name] !== undefined);
    if (field)
      throw new ApiError(400, 'field_not_allowed', `${field}: Only healers can set this field`);
  }
  const changes = toProfileChanges(update);
  if (!Object.keys(changes).length) return viewer.profile;
  return db.transaction(async (tx) => {
    const updated = await updateProfile(tx, viewer.userId, changes);
    if (changes.usrName !== undefined) await renameUser(tx, viewer.userId, changes.usrName);
    return updated;
  });
}
