import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminIdParamSchema,
  AdminOverviewQuerySchema,
  AdminOverviewSchema,
  AdminReportListSchema,
  AdminReportQuerySchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUserQuerySchema,
  AdminVerificationListSchema,
  AdminVerificationQuerySchema,
  AuditListSchema,
  AuditQuerySchema,
  HealerIdParamSchema,
  ModerateReviewSchema,
  SuspendUserSchema,
  UserIdParamSchema,
} from '@contract/admin';
import { VerificationDecisionSchema, VerificationSchema } from '@contract/verification';
import { access, errorResponse, jsonBody, jsonResponse, pathNames } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import {
  credentialDocument,
  credentialDocumentResponses,
} from '../verification/credential-document';
import { requireAdmin } from '../auth/require-user';
import { decideVerification } from '../verification/decide-verification';
import { toVerification } from '../verification/verification.dto';
import { credentialsOf } from '../verification/verification.queries';
import { adminTotals, weeklyActivity } from './admin.queries';
import { listAudit, listReportedReviews, listUsers, listVerifications } from './list-admin-pages';
import { moderateReview } from './moderate-review';
import { suspendUser, unsuspendUser, userDetail } from './suspend-user';

/*
 * /api/admin/*: the console's API (decision 036). requireAdmin answers 404 to everyone else,
 * signed out included, before any input is read.
 */

const tags = ['admin'];
const hidden = errorResponse('Not an admin (the route does not exist for them)');

const listVerificationsRoute = createRoute({
  method: 'get',
  path: '/admin/verifications',
  ...access.admin,
  tags,
  middleware: [requireAdmin] as const,
  summary: 'The verification queue (pending, longest waiting first), or another state',
  request: { query: AdminVerificationQuerySchema },
  responses: {
    200: jsonResponse(AdminVerificationListSchema, 'Healers and their credentials'),
    400: errorResponse('Invalid status, limit or cursor'),
    404: hidden,
  },
});

const decideVerificationRoute = createRoute({
  method: 'post',
  path: '/admin/verifications/{healerId}',
  ...access.admin,
  ...pathNames('healer'),
  tags,
  middleware: [requireAdmin] as const,
  summary: 'Approve or reject a pending verification, with a note for the healer',
  request: { params: HealerIdParamSchema, body: jsonBody(VerificationDecisionSchema) },
  responses: {
    200: jsonResponse(VerificationSchema, "The healer's verification after the decision"),
    400: errorResponse('Invalid decision, or a rejection without a note'),
    404: errorResponse('Not an admin, or no verification request for this healer'),
    409: errorResponse('Not pending (not_pending), or every credential has expired'),
  },
});

const credentialDocumentRoute = createRoute({
  method: 'get',
  path: '/admin/credentials/{id}/document',
  ...access.admin,
  ...pathNames('credential'),
  tags,
  middleware: [requireAdmin] as const,
  summary: "A healer's credential document",
  request: { params: AdminIdParamSchema },
  responses: credentialDocumentResponses('Not an admin, or no such credential'),
});

const listReportsRoute = createRoute({
  method: 'get',
  path: '/admin/reports',
  ...access.admin,
  tags,
  middleware: [requireAdmin] as const,
  summary: 'Reviews with open reports, the longest reported first',
  request: { query: AdminReportQuerySchema },
  responses: {
    200: jsonResponse(AdminReportListSchema, 'Reported reviews with their reports'),
    400: errorResponse('Invalid limit or cursor'),
    404: hidden,
  },
});

const moderateReviewRoute = createRoute({
  method: 'post',
  path: '/admin/reviews/{id}/moderate',
  ...access.admin,
  ...pathNames('review'),
  tags,
  middleware: [requireAdmin] as const,
  summary: 'Hide a review or keep it; its open reports close and the reason is recorded',
  request: { params: AdminIdParamSchema, body: jsonBody(ModerateReviewSchema) },
  responses: {
    200: jsonResponse(
      z.object({ hidden: z.boolean(), resolved_reports: z.number().int() }),
      'The decision and how many reports it closed',
    ),
    400: errorResponse('Invalid decision, or no reason'),
    404: errorResponse('Not an admin, or no such review'),
    409: errorResponse('Nothing to change (nothing_to_moderate)'),
  },
});

const listUsersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  ...access.admin,
  tags,
  middleware: [requireAdmin] as const,
  summary: 'Accounts, newest first: search by name or email, filter by role and state',
  request: { query: AdminUserQuerySchema },
  responses: {
    200: jsonResponse(AdminUserListSchema, 'A page of accounts'),
    400: errorResponse('Invalid search, role, status, limit or cursor'),
    404: hidden,
  },
});

const getUserRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  ...access.admin,
  ...pathNames('user'),
  tags,
  middleware: [requireAdmin] as const,
  summary: 'One account with its scheduled sessions that have not ended',
  request: { params: UserIdParamSchema },
  responses: {
    200: jsonResponse(AdminUserDetailSchema, 'The account'),
    404: errorResponse('Not an admin, or no such account'),
  },
});

const suspendUserRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/suspend',
  ...access.admin,
  ...pathNames('user'),
  tags,
  middleware: [requireAdmin] as const,
  summary: 'Suspend an account: its sessions end at once and it cannot sign in',
  description:
    'A suspended healer leaves the directory and cannot be booked. Sessions already booked stay; the answer lists those that have not ended, for follow-up.',
  request: { params: UserIdParamSchema, body: jsonBody(SuspendUserSchema) },
  responses: {
    200: jsonResponse(AdminUserDetailSchema, 'The suspended account and its upcoming sessions'),
    400: errorResponse('No reason'),
    404: errorResponse('Not an admin, or no such account'),
    409: errorResponse('Already suspended, or the admin’s own account'),
  },
});

const unsuspendUserRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/unsuspend',
  ...access.admin,
  ...pathNames('user'),
  tags,
  middleware: [requireAdmin] as const,
  summary: 'Lift a suspension',
  request: { params: UserIdParamSchema },
  responses: {
    200: jsonResponse(AdminUserDetailSchema, 'The account'),
    404: errorResponse('Not an admin, or no such account'),
    409: errorResponse('Not suspended'),
  },
});

const overviewRoute = createRoute({
  method: 'get',
  path: '/admin/overview',
  ...access.admin,
  tags,
  middleware: [requireAdmin] as const,
  summary: 'Sign-ups, bookings, cancellations and completed sessions per week, and totals',
  request: { query: AdminOverviewQuerySchema },
  responses: {
    200: jsonResponse(AdminOverviewSchema, 'The overview'),
    400: errorResponse('Invalid number of weeks'),
    404: hidden,
  },
});

const auditRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  ...access.admin,
  tags,
  middleware: [requireAdmin] as const,
  summary: 'Every admin action (who, what, when, why), newest first',
  request: { query: AuditQuerySchema },
  responses: {
    200: jsonResponse(AuditListSchema, 'A page of the audit log'),
    400: errorResponse('Invalid limit or cursor'),
    404: hidden,
  },
});

const actorOf = (viewer: { userId: string; email: string }) => ({
  userId: viewer.userId,
  email: viewer.email,
});

export const adminRoutes = createRouter()
  .openapi(listVerificationsRoute, async (c) =>
    c.json(await listVerifications(c.var.database.db, c.req.valid('query')), 200),
  )
  .openapi(decideVerificationRoute, async (c) => {
    const { db } = c.var.database;
    const { healerId } = c.req.valid('param');
    const updated = await decideVerification(
      db,
      actorOf(c.var.viewer),
      healerId,
      c.req.valid('json'),
    );
    return c.json(toVerification(updated, await credentialsOf(db, [healerId])), 200);
  })
  .openapi(
    credentialDocumentRoute,
    async (c) => (await credentialDocument(c, c.req.valid('param').id)) as never,
  )
  .openapi(listReportsRoute, async (c) =>
    c.json(await listReportedReviews(c.var.database.db, c.req.valid('query')), 200),
  )
  .openapi(moderateReviewRoute, async (c) => {
    const result = await moderateReview(
      c.var.database.db,
      actorOf(c.var.viewer),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json({ hidden: result.hidden, resolved_reports: result.resolvedReports }, 200);
  })
  .openapi(listUsersRoute, async (c) =>
    c.json(await listUsers(c.var.database.db, c.req.valid('query')), 200),
  )
  .openapi(getUserRoute, async (c) =>
    c.json(await userDetail(c.var.database.db, c.req.valid('param').id), 200),
  )
  .openapi(suspendUserRoute, async (c) =>
    c.json(
      await suspendUser(
        c.var.database.db,
        c.var.events,
        actorOf(c.var.viewer),
        c.req.valid('param').id,
        c.req.valid('json').reason,
      ),
      200,
    ),
  )
  .openapi(unsuspendUserRoute, async (c) =>
    c.json(
      await unsuspendUser(c.var.database.db, actorOf(c.var.viewer), c.req.valid('param').id),
      200,
    ),
  )
  .openapi(overviewRoute, async (c) => {
    const { db } = c.var.database;
    const [weeks, totals] = await Promise.all([
      weeklyActivity(db, c.req.valid('query').weeks),
      adminTotals(db),
    ]);
    return c.json({ weeks, totals }, 200);
  })
  .openapi(auditRoute, async (c) =>
    c.json(await listAudit(c.var.database.db, c.req.valid('query')), 200),
  );
