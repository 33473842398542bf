import type { z } from 'zod';
import type { Gender, HealerCategoryId, SessionMode } from '@contract/constants';
import { UpdateProfileSchema, type Profile, type UpdateProfile } from '@contract/profiles';
import { browserTimeZone } from '@/lib/zoned-date';

/** Field name → message, for the inline errors under each input. */
export type FieldErrors = Partial<Record<keyof UpdateProfile, string>>;

export interface HealerFormValues {
  usr_name: string;
  professional_title: string;
  bio: string;
  location: string;
  languages: string[];
  experience_years: string;
  consultation_fee: string;
  consultation_modes: SessionMode[];
  specialties: string[];
  certifications: string[];
  categories: HealerCategoryId[];
  timezone: string;
}

export interface PatientFormValues {
  usr_name: string;
  date_of_birth: string;
  gender: Gender | '';
  location: string;
  languages: string[];
  timezone: string;
}

// New profiles carry the server default 'UTC'; offering the browser's zone instead saves
// most people a search through 400 names.
const initialZone = (profile: Profile) =>
  profile.timezone === 'UTC' ? browserTimeZone() : profile.timezone;

export function healerFormValues(profile: Profile): HealerFormValues {
  return {
    usr_name: profile.usr_name,
    professional_title: profile.professional_title ?? '',
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    languages: profile.languages,
    experience_years: profile.experience_years?.toString() ?? '',
    consultation_fee: profile.consultation_fee?.toString() ?? '',
    consultation_modes: profile.consultation_modes,
    specialties: profile.specialties,
    certifications: profile.certifications,
    categories: profile.categories,
    timezone: initialZone(profile),
  };
}

export function patientFormValues(profile: Profile): PatientFormValues {
  return {
    usr_name: profile.usr_name,
    date_of_birth: profile.date_of_birth ?? '',
    gender: profile.gender ?? '',
    location: profile.location ?? '',
    languages: profile.languages,
    timezone: initialZone(profile),
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** '' → null, a number → itself, anything else → NaN (reported by `checkNumbers`). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export type ProfileCheck =
  { ok: true; payload: UpdateProfile } | { ok: false; errors: FieldErrors };

function validate(raw: Record<string, unknown>, extra: FieldErrors): ProfileCheck {
  const parsed = UpdateProfileSchema.safeParse(raw);
  const errors: FieldErrors = parsed.success ? {} : issuesByField(parsed.error);
  const merged = { ...errors, ...extra };
  if (Object.keys(merged).length > 0 || !parsed.success) return { ok: false, errors: merged };
  return { ok: true, payload: parsed.data };
}

function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof UpdateProfile | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The healer form as a PATCH body, checked with the same schema the server uses. */
export function checkHealerForm(values: HealerFormValues): ProfileCheck {
  const experience = numberOrNull(values.experience_years);
  const fee = numberOrNull(values.consultation_fee);
  const extra: FieldErrors = {};
  if (experience !== null && (!Number.isFinite(experience) || experience < 0))
    extra.experience_years = 'Experience years must be a number of at least 0';
  if (fee !== null && (!Number.isFinite(fee) || fee < 0))
    extra.consultation_fee = 'Consultation fee must be a number of at least 0';
  return validate(
    {
      usr_name: values.usr_name,
      professional_title: orNull(values.professional_title),
      bio: orNull(values.bio),
      location: orNull(values.location),
      languages: values.languages,
      experience_years: experience,
      consultation_fee: fee,
      consultation_modes: values.consultation_modes,
      specialties: values.specialties,
      certifications: values.certifications,
      categories: values.categories,
      timezone: values.timezone.trim(),
    },
    extra,
  );
}

export function checkPatientForm(values: PatientFormValues): ProfileCheck {
  return validate(
    {
      usr_name: values.usr_name,
      date_of_birth: values.date_of_birth || null,
      gender: values.gender || null,
      location: orNull(values.location),
      languages: values.languages,
      timezone: values.timezone.trim(),
    },
    {},
  );
}

/** What the server accepts (it checks the bytes too; this just saves a pointless upload). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!AVATAR_TYPES.includes(file.type)) return 'Please choose a PNG, JPEG or WebP image.';
  if (file.size > MAX_BYTES) return 'The image is larger than 2 MB. Please choose a smaller one.';
  return undefined;
}
