/** Values shared by the server, the database checks and the client. */
/**
 * Every account has one role. `admin` is never chosen at sign-up (SIGN_UP_ROLES in auth.ts) nor
 * set by a profile edit: only `npm run admin:create` grants it (decision 035).
 */
export const ROLES = ['patient', 'healer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SESSION_MODES = ['video', 'chat', 'in_person'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const SESSION_MODE_LABELS: Record<SessionMode, string> = {
  video: 'Video',
  chat: 'Chat',
  in_person: 'In-person',
};

export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

/** docs/product.md, Constants and limits: healer category filter options (id and label). */
export const HEALER_CATEGORIES = [
  { id: 'medical', label: 'Medical & Clinical' },
  { id: 'mental', label: 'Mental & Emotional' },
  { id: 'holistic', label: 'Holistic & Integrative' },
  { id: 'body', label: 'Body-Mind Wellness' },
  { id: 'nutrition', label: 'Lifestyle & Nutrition' },
  { id: 'spiritual', label: 'Spiritual & Alternative' },
] as const;
export const HEALER_CATEGORY_IDS = HEALER_CATEGORIES.map((category) => category.id) as [
  (typeof HEALER_CATEGORIES)[number]['id'],
  ...(typeof HEALER_CATEGORIES)[number]['id'][],
];
export type HealerCategoryId = (typeof HEALER_CATEGORIES)[number]['id'];

/**
 * docs/product.md, Validation, Passwords: one rule for sign-up, reset and change, checked by the
 * forms before they send and by the server (which adds the strength checks).
 */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD} characters long`;
export const isPasswordTooShort = (password: string) => password.length < MIN_PASSWORD;

export const LIMITS = {
  name: 100,
  professionalTitle: 100,
  bio: 2000,
  location: 120,
  tag: 60,
  tags: 20,
} as const;

/** docs/product.md, Constants and limits: language filter options of the healers directory. */
export const LANGUAGE_OPTIONS = [
  'English',
  'Spanish',
  'French',
  'Mandarin',
  'Hindi',
  'Arabic',
] as const;

/**
 * docs/product.md, Constants and limits: the price slider runs 0-300 in steps of 5 and defaults to
 * the whole range. Its top end means "and above", so the default hides nobody.
 */
export const PRICE_SLIDER = { min: 0, max: 300, step: 5 } as const;

/**
 * docs/product.md, Validation, experience bands, which never overlap (decision 060): '0-5'
 * under 5 years, '5-10' 5 to under 10, '10+' 10 or more. The ids stay those of older links.
 */
export const EXPERIENCE_BANDS = ['0-5', '5-10', '10+'] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number];

export const HEALER_SORTS = ['rating', 'fee_asc', 'fee_desc', 'experience', 'soonest'] as const;
export type HealerSort = (typeof HEALER_SORTS)[number];

/**
 * docs/product.md, Constants and limits: the home page shows this many healers, best rated first.
 */
export const FEATURED_HEALERS_LIMIT = 4;

/** docs/product.md, Constants and limits: what a home healer card shows for a missing field. */
export const HEALER_CARD_DEFAULTS = {
  name: 'Wellness Professional',
  specialty: 'Wellness',
  rating: 5,
  fee: 75,
} as const;

/** Shown under a healer's name when they have not given their own professional title. */
export const DEFAULT_PROFESSIONAL_TITLE = 'Holistic Health Practitioner';

export const HEALER_SEARCH_MAX = 200;
/**
 * The directory's "Minimum rating" choices. Each is also a tag of the healers whose average
 * reaches it (`rating:4`, migration 0034, decision 086): keep the two lists equal.
 */
export const MIN_RATING_STEPS = [3, 4, 4.5] as const;

/** The directory counts matches up to this many (then shows "1000+"): counting all is slow. */
export const HEALER_TOTAL_CAP = 1000;

/**
 * docs/product.md, Reviews: the numbers of the review rules (here, not in reviews.ts, so that public
 * pages do not load zod for them).
 */
export const REVIEW_LIMITS = { text: 2000, reply: 2000, reportReason: 500 } as const;
/** A review can be edited this many days after it was written; deleted at any time. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_PAGE_DEFAULT = 10;
export const REVIEW_PAGE_MAX = 50;

/**
 * Where a patient writes (or edits) the review of one of their sessions: the session's page in
 * the patient dashboard. The completed-session notification links here.
 */
export const sessionReviewPath = (appointmentId: string) =>
  `/patient-dashboard/appointments/${encodeURIComponent(appointmentId)}`;

/** The simple email pattern of docs/product.md, Validation (here, so forms need not load zod). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The social networks the footer can link to, in the order it shows them; only those an
 * operator configured in SOCIAL_LINKS appear (none by default).
 */
export const SOCIAL_NETWORKS = [
  { id: 'facebook', label: 'Facebook' },
  { id: 'instagram', label: 'Instagram' },
  { id: 'x', label: 'X (Twitter)' },
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'youtube', label: 'YouTube' },
  { id: 'tiktok', label: 'TikTok' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['id'];

/** One session in full, for whichever side is looking (docs/product.md, Pages and routes). */
export const appointmentPath = (role: 'healer' | 'patient', appointmentId: string) =>
  role === 'healer'
    ? `/healer-dashboard/appointments/${encodeURIComponent(appointmentId)}`
    : sessionReviewPath(appointmentId);

/** A healer's page about one of their clients. */
export const clientPath = (patientId: string) =>
  `/healer-dashboard/clients/${encodeURIComponent(patientId)}`;
