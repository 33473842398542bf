import { z } from 'zod';
import { safeString } from './strings';
import {
  EXPERIENCE_BANDS,
  HEALER_CATEGORY_IDS,
  HEALER_SEARCH_MAX,
  HEALER_SORTS,
  LIMITS,
  PRICE_SLIDER,
  SESSION_MODES,
} from './constants';
import { ProfileSchema } from './profiles';
import { SERVICE_IDS } from './services';

const HEALER_PUBLIC_FIELDS = {
  user_id: true,
  usr_name: true,
  professional_title: true,
  profile_picture_url: true,
  bio: true,
  location: true,
  languages: true,
  experience_years: true,
  consultation_fee: true,
  consultation_modes: true,
  specialties: true,
  categories: true,
  rating_average: true,
  reviews_count: true,
  timezone: true,
  verified: true,
} as const;

/**
 * The first free start of the healer's first session type (an ISO-8601 instant), as the booking
 * page offers it; null when nothing is free within the healer's horizon. Kept by jobs, so it may
 * lag a change by a moment (decision 065).
 */
const nextAvailableAt = z.iso.datetime({ offset: true }).nullable();

/**
 * One healer as listed in the directory, the booking dropdown and the home page: the public
 * part of a profile (never date of birth or gender).
 */
export const HealerSummarySchema = ProfileSchema.pick(HEALER_PUBLIC_FIELDS)
  .extend({ next_available_at: nextAvailableAt })
  .meta({ id: 'HealerSummary' });
export type HealerSummary = z.infer<typeof HealerSummarySchema>;

/**
 * A healer's public profile page: the summary plus certifications, and whether patients can book
 * them yet (a profile still being set up can be seen by its link, not booked).
 */
export const HealerDetailSchema = ProfileSchema.pick({
  ...HEALER_PUBLIC_FIELDS,
  certifications: true,
  bookable: true,
})
  .extend({ next_available_at: nextAvailableAt })
  .meta({ id: 'HealerDetail' });
export type HealerDetail = z.infer<typeof HealerDetailSchema>;

export const HealerListSchema = z
  .object({
    items: z.array(HealerSummarySchema),
    /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
    next_cursor: safeString().nullable(),
    /**
     * How many healers match the filters (all pages), counted up to HEALER_TOTAL_CAP + 1: a
     * value above the cap means "more than the cap". Sent with the first page only, null after.
     */
    total: z.number().int().nullable(),
  })
  .meta({ id: 'HealerList' });
export type HealerList = z.infer<typeof HealerListSchema>;

export const HEALER_PAGE_MAX = 50;

/** Control characters have no place in a search and would only confuse matching. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

const searchText = (max: number) =>
  safeString()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARS.test(value), 'must not contain control characters')
    .transform((value) => value.trim());

/** A parameter that may be given once or repeated (`?language=English&language=French`). */
const repeatable = <T extends z.ZodType<string>>(item: T, maxItems: number) =>
  z
    .union([item, z.array(item)])
    .transform((value) => [...new Set(Array.isArray(value) ? value : [value])])
    .refine((values) => values.length <= maxItems, `at most ${maxItems} values`);

/** A whole number of dollars on the price slider: 0-300 in steps of 5. */
const sliderFee = z.coerce
  .number('must be a number')
  .int('must be a whole number')
  .min(PRICE_SLIDER.min, `must be at least ${PRICE_SLIDER.min}`)
  .max(PRICE_SLIDER.max, `must be at most ${PRICE_SLIDER.max}`)
  .refine((fee) => fee % PRICE_SLIDER.step === 0, `must be a multiple of ${PRICE_SLIDER.step}`);

/**
 * GET /api/healers. Filters combine with AND; the values of one repeated filter with OR.
 * - `q`: every word must appear in the name, a specialty or the bio, case-insensitively: a word of
 *   letters and digits as the start of a word there ("therap" finds "Therapist"; decision 071),
 *   anything else (`O'Brien`, `100%`) as plain text anywhere.
 * - `specialty`: a term of the specialty vocabulary (contract/specialties.ts), matching the
 *   healers' own entries that belong to it; any other text matches as a substring.
 * - `service`: a service id; only the practitioners who offer it (their specialties belong to
 *   it).
 * - `language`, `category`, `mode`: the healer has at least one of the given values.
 * - `minFee`/`maxFee`: the slider; `maxFee` 300 means "and above". Healers without a fee are left
 *   out only while the slider is narrowed.
 * - `minRating`: rating_average at least this.
 * - `verified`: `true` lists only verified healers (decision 034); `false` is no filter.
 * - `experience`: the bands of docs/product.md, Validation, which do not overlap ('0-5' under 5
 *   years, '5-10' 5 to 9, '10+' 10 or more).
 * - `availableThisWeek`: `true` lists only healers with a free start within the next 7 days
 *   (their `next_available_at`, decision 065); `false` is no filter.
 * - `sort`: rating (best first), fee_asc, fee_desc, experience (most first), soonest (earliest
 *   next free start first); healers without the sorted value come last. Ties are broken by user id, so paging is stable.
 * - `cursor`: the `next_cursor` of the previous page, for the same sort.
 */
export const HealerListQuerySchema = z
  .object({
    q: searchText(HEALER_SEARCH_MAX).optional().meta({
      description:
        'Words that must all appear in the name, a specialty or the bio, case-insensitively: a word of letters and digits as the start of a word there, anything else as plain text anywhere.',
    }),
    specialty: repeatable(searchText(LIMITS.tag), LIMITS.tags).optional().meta({
      description:
        'A specialty (a vocabulary term, or part of one a healer wrote); repeat for any of several.',
    }),
    service: z
      .enum(SERVICE_IDS, { error: 'must be a service id' })
      .optional()
      .meta({ description: 'A service id (1-6): only the practitioners who offer it.' }),
    language: repeatable(searchText(LIMITS.tag), LIMITS.tags)
      .optional()
      .meta({ description: 'A language spoken (case-insensitive); repeat for any of several.' }),
    category: repeatable(z.enum(HEALER_CATEGORY_IDS), HEALER_CATEGORY_IDS.length)
      .optional()
      .meta({ description: 'A category id; repeat for any of several.' }),
    mode: repeatable(z.enum(SESSION_MODES), SESSION_MODES.length)
      .optional()
      .meta({ description: 'A session mode offered; repeat for any of several.' }),
    minFee: sliderFee
      .optional()
      .meta({ description: 'Lowest fee in dollars (0-300, steps of 5).' }),
    maxFee: sliderFee.optional().meta({
      description: 'Highest fee in dollars (0-300, steps of 5; 300 means no upper limit).',
    }),
    minRating: z.coerce
      .number('must be a number')
      .min(0, 'must be at least 0')
      .max(5, 'must be at most 5')
      .optional()
      .meta({ description: 'Lowest average rating (0-5).' }),
    verified: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => value === 'true')
      .meta({ description: 'true: only healers whose credentials an admin verified.' }),
    availableThisWeek: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => value === 'true')
      .meta({ description: 'true: only healers with a free start within the next 7 days.' }),
    experience: z
      .enum(EXPERIENCE_BANDS)
      .optional()
      .meta({ description: "Years of experience: '0-5' (under 5), '5-10' (5 to 9) or '10+'." }),
    sort: z
      .enum(HEALER_SORTS)
      .default('rating')
      .meta({ description: 'Order; missing values sort last, ties by user id.' }),
    limit: z.coerce
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(HEALER_PAGE_MAX, `must be at most ${HEALER_PAGE_MAX}`)
      .default(20),
    cursor: safeString()
      .max(500, 'is too long')
      .optional()
      .meta({ description: 'The next_cursor of the previous page (same sort).' }),
  })
  .refine(
    (query) =>
      query.minFee === undefined || query.maxFee === undefined || query.minFee <= query.maxFee,
    { path: ['minFee'], message: 'must not be greater than maxFee' },
  );
export type HealerListQuery = z.infer<typeof HealerListQuerySchema>;

export const HealerIdParamsSchema = z.object({ userId: safeString().min(1).max(100) });
