import { z } from 'zod';
import { safeString } from './strings';

import { REVIEW_LIMITS, REVIEW_PAGE_DEFAULT, REVIEW_PAGE_MAX } from './constants';

const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

const reviewText = safeString('Review text must be text')
  .trim()
  .max(REVIEW_LIMITS.text, `Review text must be at most ${REVIEW_LIMITS.text} characters`)
  .nullish()
  .transform((value) => value || null);

/** POST /api/appointments/{id}/review. */
export const CreateReviewSchema = z
  .strictObject({
    rating: z
      .number(RATING_MESSAGE)
      .int(RATING_MESSAGE)
      .min(1, RATING_MESSAGE)
      .max(5, RATING_MESSAGE),
    text: reviewText,
    would_recommend: z
      .boolean('would_recommend must be true, false or null')
      .nullish()
      .transform((value) => value ?? null),
  })
  .meta({ id: 'CreateReview' });
export type CreateReview = z.input<typeof CreateReviewSchema>;

/** PATCH /api/reviews/{id}: any of the fields, within REVIEW_EDIT_DAYS of writing. */
export const UpdateReviewSchema = CreateReviewSchema.partial()
  .refine((change) => Object.keys(change).length > 0, {
    message: 'Send at least one of rating, text, would_recommend',
  })
  .meta({ id: 'UpdateReview' });
export type UpdateReview = z.input<typeof UpdateReviewSchema>;

/** POST and PATCH /api/reviews/{id}/reply: the healer's one public answer. */
export const ReplySchema = z
  .strictObject({
    text: safeString('Reply must be text')
      .trim()
      .min(1, 'Please write a reply')
      .max(REVIEW_LIMITS.reply, `Reply must be at most ${REVIEW_LIMITS.reply} characters`),
  })
  .meta({ id: 'ReviewReply' });

/** POST /api/reviews/{id}/report: why the review should not be shown. */
export const ReportReviewSchema = z
  .strictObject({
    reason: safeString('Reason must be text')
      .trim()
      .min(1, 'Please say why you are reporting this review')
      .max(
        REVIEW_LIMITS.reportReason,
        `Reason must be at most ${REVIEW_LIMITS.reportReason} characters`,
      ),
  })
  .meta({ id: 'ReportReview' });

export const ReviewIdParamsSchema = z.object({ id: safeString().max(100) });

/** A review as anyone sees it on a healer's profile: the reviewer as first name and initial. */
export const PublicReviewSchema = z
  .object({
    id: safeString(),
    healer_id: safeString(),
    rating: z.number().int(),
    text: safeString().nullable(),
    would_recommend: z.boolean().nullable(),
    /** First name and the last name's initial ("Alex M."). */
    reviewer_name: safeString(),
    created_at: safeString(),
    /** Later than created_at once the author edited the review. */
    updated_at: safeString(),
    reply: z.object({ text: safeString(), created_at: safeString() }).nullable(),
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** A review as its author sees it: which session it is about and until when it can be edited. */
export const ReviewSchema = PublicReviewSchema.extend({
  appointment_id: safeString(),
  editable_until: safeString(),
  hidden: z.boolean(),
}).meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

/** The healer's visible reviews in figures. */
export const ReviewSummarySchema = z
  .object({
    rating_average: z.number(),
    reviews_count: z.number().int(),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
    distribution: z.array(z.number().int()).length(5),
    /** Of the reviews that answered "would recommend", the share that said yes (0-100). */
    recommend_percent: z.number().int().nullable(),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewListQuerySchema = z.object({
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(REVIEW_PAGE_MAX, `must be at most ${REVIEW_PAGE_MAX}`)
    .default(REVIEW_PAGE_DEFAULT),
  cursor: safeString()
    .max(500, 'Invalid cursor')
    .optional()
    .meta({ description: 'The next_cursor of the previous page.' }),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

export const ReviewListSchema = z
  .object({
    items: z.array(PublicReviewSchema),
    /** Opaque; pass back as `cursor` for the next (older) page. Null on the last page. */
    next_cursor: safeString().nullable(),
    /** With the first page only (null after): the figures the profile shows above the list. */
    summary: ReviewSummarySchema.nullable(),
  })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const ReviewReportSchema = z
  .object({
    id: safeString(),
    review_id: safeString(),
    reason: safeString(),
    created_at: safeString(),
  })
  .meta({ id: 'ReviewReport' });
export type ReviewReport = z.infer<typeof ReviewReportSchema>;
