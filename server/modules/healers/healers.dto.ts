import type { HealerDetail, HealerSummary } from '@contract/healers';
import type { Profile } from '@contract/profiles';
import type { ProfileRow } from '../profiles/profiles.dto';

/*
 * The public views, written field by field: the object literals' types refuse any field the
 * contract does not list, so nothing private (date of birth, gender) can slip in, and no schema
 * runs per row. Parsing each row with `Schema.strip()` built a new schema, which zod compiled
 * again for every row: most of the directory's own time (docs/performance.md).
 */
export const toHealerSummary = (row: ProfileRow): HealerSummary => ({
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
  rating_average: row.ratingAverage,
  reviews_count: row.reviewsCount,
  timezone: row.timezone,
  verified: row.verified,
  next_available_at: row.nextAvailableAt?.toISOString() ?? null,
});

export const toHealerDetail = (row: ProfileRow): HealerDetail => ({
  ...toHealerSummary(row),
  certifications: row.certifications,
  bookable: row.bookable,
});
