import type { Profile } from '@contract/profiles';
import type { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/** The API shape of a profile row (field names of docs/product.md, Data). */
export function toProfileDto(row: ProfileRow): Profile {
  return {
    id: row.id,
    user_id: row.userId,
    usr_name: row.usrName,
    professional_title: row.professionalTitle,
    role: row.role,
    profile_picture_url: row.profilePictureUrl,
    bio: row.bio,
    location: row.location,
    languages: row.languages,
    experience_years: row.experienceYears,
    consultation_fee: row.consultationFee,
    consultation_modes: row.consultationModes,
    specialties: row.specialties,
    certifications: row.certifications,
    categories: row.categories as Profile['categories'],
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    timezone: row.timezone,
    rating_average: row.ratingAverage,
    reviews_count: row.reviewsCount,
    verified: row.verified,
    bookable: row.bookable,
  };
}
