import { createRoute } from '@hono/zod-openapi';
import { AppointmentIdParamsSchema } from '@contract/appointments';
import { HealerIdParamsSchema } from '@contract/healers';
import {
  CreateReviewSchema,
  ReplySchema,
  ReportReviewSchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewReportSchema,
  ReviewSchema,
  PublicReviewSchema,
  UpdateReviewSchema,
} from '@contract/reviews';
import { notFound } from '../../lib/errors';
import { access, errorResponse, jsonBody, jsonResponse, pathNames } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../auth/require-user';
import { findHealer } from '../healers/healers.queries';
import { deleteReview, findOwnReview, updateReview } from './change-review';
import { createReview } from './create-review';
import { listReviews } from './list-reviews';
import { replyToReview } from './reply-to-review';
import { reportReview } from './report-review';
import { toPublicReview, toReview } from './reviews.dto';

const tags = ['reviews'];

const createReviewRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/review',
  ...access.owner('appointment'),
  tags,
  summary: 'The patient reviews one of their completed sessions (once)',
  description:
    'Only the patient of the appointment, once it is completed. 1-5 stars, optional text (at most 2,000 characters) and "would recommend". The healer\'s rating_average and reviews_count change in the same transaction.',
  middleware: [requireUser] as const,
  request: { params: AppointmentIdParamsSchema, body: jsonBody(CreateReviewSchema) },
  responses: {
    201: jsonResponse(ReviewSchema, 'The review'),
    400: errorResponse('Invalid rating, text or would_recommend'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such appointment of this patient'),
    409: errorResponse('Not completed (not_completed), or already reviewed (already_reviewed)'),
  },
});

const listReviewsRoute = createRoute({
  method: 'get',
  path: '/healers/{userId}/reviews',
  ...access.anonymous,
  ...pathNames('healer'),
  tags,
  summary: "A healer's reviews, newest first, a page at a time",
  description:
    'Reviewers appear as first name and initial. The first page carries the summary: average, count, the count per star and the share who would recommend.',
  request: { params: HealerIdParamsSchema, query: ReviewListQuerySchema },
  responses: {
    200: jsonResponse(ReviewListSchema, 'A page of reviews'),
    400: errorResponse('Invalid limit or cursor'),
    404: errorResponse('No healer with this user id'),
  },
});

const getReviewRoute = createRoute({
  method: 'get',
  path: '/reviews/{id}',
  ...access.owner('review'),
  tags,
  summary: 'One of the caller’s own reviews',
  middleware: [requireUser] as const,
  request: { params: ReviewIdParamsSchema },
  responses: {
    200: jsonResponse(ReviewSchema, 'The review'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such review of this user'),
  },
});

const updateReviewRoute = createRoute({
  method: 'patch',
  path: '/reviews/{id}',
  ...access.owner('review'),
  tags,
  summary: 'The author edits their review (within 30 days of writing it)',
  middleware: [requireUser] as const,
  request: { params: ReviewIdParamsSchema, body: jsonBody(UpdateReviewSchema) },
  responses: {
    200: jsonResponse(ReviewSchema, 'The changed review'),
    400: errorResponse('Invalid or missing fields'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such review of this user'),
    409: errorResponse('Written more than 30 days ago (edit_window_closed)'),
  },
});

const deleteReviewRoute = createRoute({
  method: 'delete',
  path: '/reviews/{id}',
  ...access.owner('review'),
  tags,
  summary: 'The author deletes their review',
  middleware: [requireUser] as const,
  request: { params: ReviewIdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such review of this user'),
  },
});

const replyResponses = {
  400: errorResponse('Empty or too long reply'),
  401: errorResponse('Not signed in'),
  403: errorResponse('The review’s author: only the healer replies'),
  404: errorResponse('No such review for this healer'),
};

const postReplyRoute = createRoute({
  method: 'post',
  path: '/reviews/{id}/reply',
  ...access.participant('review'),
  tags,
  summary: 'The reviewed healer’s one public reply',
  middleware: [requireUser] as const,
  request: { params: ReviewIdParamsSchema, body: jsonBody(ReplySchema) },
  responses: {
    201: jsonResponse(PublicReviewSchema, 'The review with its reply'),
    ...replyResponses,
    409: errorResponse('Already replied (already_replied): edit the reply instead'),
  },
});

const editReplyRoute = createRoute({
  method: 'patch',
  path: '/reviews/{id}/reply',
  ...access.participant('review'),
  tags,
  summary: 'The healer changes their reply',
  middleware: [requireUser] as const,
  request: { params: ReviewIdParamsSchema, body: jsonBody(ReplySchema) },
  responses: {
    200: jsonResponse(PublicReviewSchema, 'The review with its reply'),
    ...replyResponses,
    409: errorResponse('There is no reply yet (no_reply)'),
  },
});

const deleteReplyRoute = createRoute({
  method: 'delete',
  path: '/reviews/{id}/reply',
  ...access.participant('review'),
  tags,
  summary: 'The healer takes back their reply',
  middleware: [requireUser] as const,
  request: { params: ReviewIdParamsSchema },
  responses: {
    200: jsonResponse(PublicReviewSchema, 'The review without a reply'),
    ...replyResponses,
    409: errorResponse('There is no reply (no_reply)'),
  },
});

const reportReviewRoute = createRoute({
  method: 'post',
  path: '/reviews/{id}/report',
  ...access.user,
  ...pathNames('review'),
  tags,
  summary: 'Report a review to the admins (once per person)',
  middleware: [requireUser] as const,
  request: { params: ReviewIdParamsSchema, body: jsonBody(ReportReviewSchema) },
  responses: {
    201: jsonResponse(ReviewReportSchema, 'The report'),
    400: errorResponse('No reason, or a reason that is too long'),
    401: errorResponse('Not signed in'),
    403: errorResponse('The review’s own author'),
    404: errorResponse('No such visible review'),
    409: errorResponse('Already reported by this user (already_reported)'),
  },
});

export const reviewRoutes = createRouter()
  .openapi(createReviewRoute, async (c) => {
    const row = await createReview(
      c.var.database.db,
      c.req.valid('param').id,
      c.var.viewer.userId,
      c.req.valid('json'),
    );
    return c.json(toReview(row), 201);
  })
  .openapi(listReviewsRoute, async (c) => {
    const { db } = c.var.database;
    const healer = await findHealer(db, c.req.valid('param').userId);
    if (!healer) throw notFound('Healer not found');
    return c.json(await listReviews(db, healer.userId, c.req.valid('query')), 200);
  })
  .openapi(getReviewRoute, async (c) => {
    const row = await findOwnReview(
      c.var.database.db,
      c.req.valid('param').id,
      c.var.viewer.userId,
    );
    return c.json(toReview(row), 200);
  })
  .openapi(updateReviewRoute, async (c) => {
    const row = await updateReview(
      c.var.database.db,
      c.req.valid('param').id,
      c.var.viewer.userId,
      c.req.valid('json'),
    );
    return c.json(toReview(row), 200);
  })
  .openapi(deleteReviewRoute, async (c) => {
    await deleteReview(c.var.database.db, c.req.valid('param').id, c.var.viewer.userId);
    return c.body(null, 204);
  })
  .openapi(postReplyRoute, async (c) => {
    const row = await replyToReview(
      c.var.database.db,
      c.req.valid('param').id,
      c.var.viewer.userId,
      {
        kind: 'post',
        text: c.req.valid('json').text,
      },
    );
    return c.json(toPublicReview(row), 201);
  })
  .openapi(editReplyRoute, async (c) => {
    const row = await replyToReview(
      c.var.database.db,
      c.req.valid('param').id,
      c.var.viewer.userId,
      {
        kind: 'edit',
        text: c.req.valid('json').text,
      },
    );
    return c.json(toPublicReview(row), 200);
  })
  .openapi(deleteReplyRoute, async (c) => {
    const row = await replyToReview(
      c.var.database.db,
      c.req.valid('param').id,
      c.var.viewer.userId,
      {
        kind: 'remove',
      },
    );
    return c.json(toPublicReview(row), 200);
  })
  .openapi(reportReviewRoute, async (c) => {
    const report = await reportReview(
      c.var.database.db,
      c.req.valid('param').id,
      c.var.viewer.userId,
      c.req.valid('json').reason,
    );
    return c.json(
      {
        id: report.id,
        review_id: report.reviewId,
        reason: report.reason,
        created_at: report.createdAt.toISOString(),
      },
      201,
    );
  });
