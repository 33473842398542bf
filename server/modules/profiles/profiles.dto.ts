import type { HealerSummary } from '@contract/healers';
import type { Profile } from '@contract/profiles';
import type { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * The fields of a profile anyone may see (the directory's cards), in the API's names; typed by
 * the contract, so a private field written here does not compile.
 */
export const publicProfileFields = (row: ProfileRow): Omit<HealerSummary, 'next_available_at'> => ({
  user_id: row.userId,
  usr_name: row.usrName,
  professional_title: row.professionalTitle,
  profile_picture_url: row.profilePictureUrl,
  bio: row.bio,
  location: row.location,
  languages: row.languages,
  experience_years: row.experienceYears,
  consultation_fee: row.consultationFee,
  consultation_modes: row.consultationModes,
  specialties: row.specialties,
  categories: row.categories as Profile['categories'],
  timezone: row.timezone,
  rating_average: row.ratingAverage,
  reviews_count: row.reviewsCount,
  verified: row.verified,
});

/** The API shape of a profile row (field names of docs/product.md, Data). */
export function toProfileDto(row: ProfileRow): Profile {
  return {
    ...publicProfileFields(row),
    id: row.id,
    role: row.role,
    certifications: row.certifications,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    bookable: row.bookable,
  };
}
