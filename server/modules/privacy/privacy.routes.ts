import { createRoute } from '@hono/zod-openapi';
import {
  AccessLogPageSchema,
  AccessLogQuerySchema,
  DeleteAccountSchema,
  DeletionScheduledSchema,
  ExportDownloadQuerySchema,
  ExportRequestedSchema,
  RevokedSessionsSchema,
  SessionIdParamsSchema,
  SessionListSchema,
} from '@contract/privacy';
import { ApiError, notFound } from '../../lib/errors';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { clientIp } from '../auth/client-ip';
import { requireUser } from '../auth/require-user';
import { listAccessLog } from './access-log';
import { downloadExport, requestExport } from './data-export';
import { INVALID_PASSWORD_MESSAGE, requestDeletion } from './delete-account';
import { hasTwoFactor } from '../auth/auth.queries';
import { enforceRateLimit } from '../auth/rate-limit';
import { requireSecondFactor } from '../auth/second-factor';
import { toSession } from './privacy.dto';
import { deleteSessionOf, deleteSessionsExcept, sessionsOf } from './privacy.queries';

const signedOut = { 401: errorResponse('Not signed in') };

const listSessionsRoute = createRoute({
  method: 'get',
  path: '/me/sessions',
  ...access.user,
  tags: ['privacy'],
  summary: "The caller's signed-in sessions (device, IP, last active), the current one marked",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(SessionListSchema, 'The sessions'), ...signedOut },
});

const revokeSessionRoute = createRoute({
  method: 'delete',
  path: '/me/sessions/{id}',
  ...access.owner('session'),
  tags: ['privacy'],
  summary: 'Signs one session out: its cookie stops working at once',
  middleware: [requireUser] as const,
  request: { params: SessionIdParamsSchema },
  responses: {
    204: { description: 'Signed out' },
    404: errorResponse('No such session of the caller'),
    ...signedOut,
  },
});

const revokeOtherSessionsRoute = createRoute({
  method: 'delete',
  path: '/me/sessions',
  ...access.user,
  tags: ['privacy'],
  summary: 'Signs out everywhere else: every session but the current one ends',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(RevokedSessionsSchema, 'How many ended'), ...signedOut },
});

const accessLogRoute = createRoute({
  method: 'get',
  path: '/me/access-log',
  ...access.user,
  tags: ['privacy'],
  summary:
    "Who accessed the caller's data, and the account's security events, newest first (50 a page)",
  middleware: [requireUser] as const,
  request: { query: AccessLogQuerySchema },
  responses: {
    200: jsonResponse(AccessLogPageSchema, 'A page of the log'),
    400: errorResponse('Invalid cursor or category'),
    ...signedOut,
  },
});

const requestExportRoute = createRoute({
  method: 'post',
  path: '/me/export',
  ...access.user,
  tags: ['privacy'],
  summary:
    'Download my data: a job builds a ZIP of everything the account owns or takes part in and emails a one-time link (24 h)',
  middleware: [requireUser] as const,
  responses: { 202: jsonResponse(ExportRequestedSchema, 'Being built'), ...signedOut },
});

const downloadExportRoute = createRoute({
  method: 'get',
  path: '/data-export',
  ...access.anonymous,
  tags: ['privacy'],
  summary: 'The ZIP behind an emailed link: works once, for 24 hours (the token is its authority)',
  request: { query: ExportDownloadQuerySchema },
  responses: {
    200: { description: 'The archive', content: { 'application/zip': { schema: {} } } },
    400: errorResponse('Missing token'),
    404: errorResponse('Unknown, used or expired link'),
  },
});

const deleteAccountRoute = createRoute({
  method: 'post',
  path: '/me/delete',
  ...access.user,
  tags: ['privacy'],
  summary:
    'Deletes the account after a grace period (7 days by default) that a sign-in cancels; signs out everywhere now',
  middleware: [requireUser] as const,
  request: { body: jsonBody(DeleteAccountSchema) },
  responses: {
    202: jsonResponse(DeletionScheduledSchema, 'Scheduled'),
    400: errorResponse('Missing password, or (two-factor on) a missing or wrong code'),
    403: errorResponse('Wrong password'),
    429: errorResponse('Too many attempts'),
    ...signedOut,
  },
});

export const privacyRoutes = createRouter()
  .openapi(deleteAccountRoute, async (c) => {
    const { viewer, database, auth, jobs, events, env } = c.var;
    // A password guess is a sign-in attempt: the same limits.
    await enforceRateLimit(c, 'sign-in', viewer.email);
    const { password, code } = c.req.valid('json');
    // With two-factor on, a current code too (decision 067); the password is checked first,
    // so a wrong one never uses up a backup code.
    if (await hasTwoFactor(database.db, viewer.userId)) {
      if (!(await auth.verifyPassword(viewer.userId, password)))
        throw new ApiError(403, 'invalid_password', INVALID_PASSWORD_MESSAGE);
      await requireSecondFactor(c, viewer, code);
    }
    const due = await requestDeletion(
      { db: database.db, auth, jobs, events, env },
      { userId: viewer.userId, password, ip: clientIp(c) },
    );
    return c.json({ deletion_due_at: due.toISOString() }, 202);
  })
  .openapi(requestExportRoute, async (c) => {
    const { id } = await requestExport(c.var.database.db, c.var.jobs, {
      userId: c.var.viewer.userId,
      ip: clientIp(c),
    });
    return c.json({ id, status: 'building' as const }, 202);
  })
  .openapi(downloadExportRoute, async (c) => {
    const found = await downloadExport(c.var.database.db, c.req.valid('query').token);
    if (!found) throw notFound('This download link has expired or was used already');
    return c.body(new Uint8Array(found.archive), 200, {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="wellspring-data.zip"',
    });
  })
  .openapi(accessLogRoute, async (c) =>
    c.json(await listAccessLog(c.var.database.db, c.var.viewer.userId, c.req.valid('query')), 200),
  )
  .openapi(listSessionsRoute, async (c) => {
    const { viewer } = c.var;
    const rows = await sessionsOf(c.var.database.db, viewer.userId);
    return c.json({ items: rows.map((row) => toSession(row, viewer.sessionId)) }, 200);
  })
  .openapi(revokeSessionRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteSessionOf(c.var.database.db, c.var.viewer.userId, id)))
      throw notFound('Session not found');
    return c.body(null, 204);
  })
  .openapi(revokeOtherSessionsRoute, async (c) => {
    const { viewer } = c.var;
    const revoked = await deleteSessionsExcept(c.var.database.db, viewer.userId, viewer.sessionId);
    return c.json({ revoked }, 200);
  });
