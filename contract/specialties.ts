/**
 * One specialty vocabulary (decision 060), shared by the profile form (suggestions), the
 * directory's Specialty filter and the services: healers write their specialties freely, and a
 * free entry belongs to a term when it contains one of the term's stems ("Sound healing" and
 * "Sound bath" are Sound Healer, "Couples Therapy" is Therapist). No zod here: public pages
 * load it.
 */
export interface SpecialtyTerm {
  label: string;
  /**
   * Lower-case stems; an entry containing one (case-insensitively) is this term. The database
   * holds a copy (`healer_specialty_terms`, migration 0030): change both, by a migration.
   */
  stems: readonly string[];
  /** The service (contract/services.ts id) a practitioner of this term offers, if any. */
  serviceId?: string;
}

export const SPECIALTIES: readonly SpecialtyTerm[] = [
  // The spec's seven first, in its order.
  {
    label: 'Therapist',
    stems: [
      'therapist',
      'psychotherap',
      'counsel',
      'cbt',
      'couples therap',
      'family therap',
      'talk therap',
    ],
    serviceId: '1',
  },
  { label: 'Psychologist', stems: ['psycholog'], serviceId: '1' },
  { label: 'Psychiatrist', stems: ['psychiatr'], serviceId: '1' },
  { label: 'Life Coach', stems: ['coach'] },
  {
    label: 'Dietitian',
    stems: ['dietitian', 'dietician', 'nutrition', 'meal plan'],
    serviceId: '3',
  },
  { label: 'Yoga Instructor', stems: ['yoga'], serviceId: '5' },
  { label: 'Meditation Guide', stems: ['meditat', 'mindful'], serviceId: '4' },
  { label: 'Breathwork', stems: ['breath'], serviceId: '4' },
  { label: 'Energy Healer', stems: ['reiki', 'energy'], serviceId: '2' },
  { label: 'Sound Healer', stems: ['sound'], serviceId: '6' },
];

export const SPECIALTY_LABELS = SPECIALTIES.map((term) => term.label);

/** The vocabulary term of a label, case-insensitively; undefined for anything else. */
export const specialtyTerm = (label: string) =>
  SPECIALTIES.find((term) => term.label.toLowerCase() === label.trim().toLowerCase());

/** The vocabulary terms a free entry belongs to ("Sound bath" → Sound Healer). */
export const termsOf = (entry: string): SpecialtyTerm[] => {
  const text = entry.toLowerCase();
  return SPECIALTIES.filter((term) => term.stems.some((stem) => text.includes(stem)));
};
