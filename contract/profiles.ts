import { z } from 'zod';
import { safeString } from './strings';
import { GENDERS, HEALER_CATEGORY_IDS, LIMITS, ROLES, SESSION_MODES } from './constants';

/** A profile as the API returns it: the field names of docs/product.md, Data. */
export const ProfileSchema = z
  .object({
    id: safeString(),
    user_id: safeString(),
    usr_name: safeString(),
    /** A healer's own title ("Licensed Marriage and Family Therapist"); null shows the default. */
    professional_title: safeString().nullable(),
    role: z.enum(ROLES),
    profile_picture_url: safeString().nullable(),
    bio: safeString().nullable(),
    location: safeString().nullable(),
    languages: z.array(safeString()),
    experience_years: z.number().int().nullable(),
    consultation_fee: z.number().nullable(),
    consultation_modes: z.array(z.enum(SESSION_MODES)),
    specialties: z.array(safeString()),
    certifications: z.array(safeString()),
    categories: z.array(z.enum(HEALER_CATEGORY_IDS)),
    date_of_birth: safeString().nullable(),
    gender: z.enum(GENDERS).nullable(),
    timezone: safeString(),
    rating_average: z.number(),
    reviews_count: z.number().int(),
    /** A healer whose credentials an admin verified (always false for everyone else). */
    verified: z.boolean(),
    /**
     * A healer patients can find and book: name, a specialty, a fee, a session mode and an active
     * weekly window (decision 043). Always false for everyone else.
     */
    bookable: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

export const CurrentUserSchema = z
  .object({
    user: z.object({ id: safeString(), email: safeString(), emailVerified: z.boolean() }),
    profile: ProfileSchema.nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** docs/product.md, Validation, Profile: the bounds of the healer's numbers. */
export const MAX_EXPERIENCE_YEARS = 80;
export const MAX_FEE = 100_000;

const tagList = (label: string) =>
  z
    .array(
      safeString().max(LIMITS.tag, `${label} entries must be at most ${LIMITS.tag} characters`),
    )
    .max(LIMITS.tags, `At most ${LIMITS.tags} ${label.toLowerCase()}`)
    .transform((entries) => [...new Set(entries.map((entry) => entry.trim()).filter(Boolean))]);

/** True for an IANA time-zone name this runtime knows (e.g. Europe/Berlin). */
export function isValidTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/**
 * PATCH /api/me/profile: a partial update of the caller's own profile. Strict: unknown
 * fields, and fields nobody may set this way (role, rating_average, reviews_count, user_id),
 * are rejected.
 */
export const UpdateProfileSchema = z
  .strictObject({
    usr_name: safeString()
      .trim()
      .min(1, 'Please enter your full name')
      .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
    professional_title: safeString()
      .trim()
      .max(
        LIMITS.professionalTitle,
        `Professional title must be at most ${LIMITS.professionalTitle} characters`,
      )
      .nullable()
      .transform((value) => value || null),
    bio: safeString()
      .trim()
      .max(LIMITS.bio, `Bio must be at most ${LIMITS.bio} characters`)
      .nullable(),
    location: safeString()
      .trim()
      .max(LIMITS.location, `Location must be at most ${LIMITS.location} characters`)
      .nullable(),
    languages: tagList('Languages'),
    experience_years: z
      .number('Experience must be a number of years')
      .int('Experience must be a whole number of years')
      .min(0, 'Experience years must be a number of at least 0')
      .max(MAX_EXPERIENCE_YEARS, `Experience must be at most ${MAX_EXPERIENCE_YEARS} years`)
      .nullable(),
    consultation_fee: z
      .number('Consultation fee must be a number')
      .min(0, 'Consultation fee must be a number of at least 0')
      .max(MAX_FEE, `Consultation fee must be at most $${MAX_FEE.toLocaleString('en-US')}`)
      .refine(
        (fee) =>
          Number.isInteger(Math.round(fee * 100)) &&
          Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6,
        'Consultation fee must be in whole cents',
      )
      .nullable(),
    consultation_modes: z.array(z.enum(SESSION_MODES)).transform((modes) => [...new Set(modes)]),
    specialties: tagList('Specialties'),
    certifications: tagList('Certifications'),
    categories: z.array(z.enum(HEALER_CATEGORY_IDS)).transform((ids) => [...new Set(ids)]),
    date_of_birth: z.iso
      .date('Date of birth must be a date (YYYY-MM-DD)')
      .refine(
        (value) => value <= new Date().toISOString().slice(0, 10),
        'Date of birth cannot be in the future',
      )
      .refine((value) => value >= '1900-01-01', 'Date of birth must be after 1900')
      .nullable(),
    gender: z.enum(GENDERS).nullable(),
    timezone: safeString().refine(
      isValidTimeZone,
      'Unknown time zone; use an IANA name such as Europe/Berlin',
    ),
  })
  .partial()
  .meta({ id: 'UpdateProfile' });
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;
