import { createRoute } from '@hono/zod-openapi';
import {
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  UnreadNotificationsSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
  UpdateNotificationPreferencesSchema,
} from '@contract/notifications';
import type { AppEnv } from '../../lib/context';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../auth/require-user';
import type { DeliveryContext } from './deliver';
import { listNotifications } from './list-notifications';
import { markRead } from './mark-notifications-read';
import { countUnreadNotifications } from './notifications.queries';
import { unsubscribeKey } from './unsubscribe-token';
import { readPreferences, unsubscribe, updatePreferences } from './update-preferences';

const unauthorized = errorResponse('Not signed in');

const listRoute = createRoute({
  method: 'get',
  path: '/notifications',
  ...access.user,
  tags: ['notifications'],
  summary: "The caller's notifications, newest first (page on with `cursor`)",
  middleware: [requireUser] as const,
  request: { query: NotificationListQuerySchema },
  responses: {
    200: jsonResponse(NotificationPageSchema, 'A page of notifications'),
    400: errorResponse('Invalid limit or cursor'),
    401: unauthorized,
  },
});

const unreadRoute = createRoute({
  method: 'get',
  path: '/notifications/unread-count',
  ...access.user,
  tags: ['notifications'],
  summary: "How many of the caller's notifications are unread (the bell's count)",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(UnreadNotificationsSchema, 'The count'), 401: unauthorized },
});

const readRoute = createRoute({
  method: 'post',
  path: '/notifications/read',
  ...access.user,
  tags: ['notifications'],
  summary: 'Marks notifications read: those in `ids`, or all of them when `ids` is left out',
  middleware: [requireUser] as const,
  request: { body: jsonBody(MarkNotificationsReadSchema) },
  responses: {
    200: jsonResponse(UnreadNotificationsSchema, 'How many stay unread'),
    400: errorResponse('Invalid ids'),
    401: unauthorized,
    404: errorResponse('One of the ids is not a notification of the caller (nothing changed)'),
  },
});

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/me/notification-preferences',
  ...access.user,
  tags: ['notifications'],
  summary: 'Email and in-app switches per category, and the reminder lead times',
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(NotificationPreferencesSchema, 'The preferences (defaults: all on)'),
    401: unauthorized,
  },
});

const putPreferencesRoute = createRoute({
  method: 'put',
  path: '/me/notification-preferences',
  ...access.user,
  tags: ['notifications'],
  summary: 'Changes the switches and lead times sent',
  description:
    'Lead times are chosen from `reminder_lead_choices`; new ones re-plan the reminders of every session ahead.',
  middleware: [requireUser] as const,
  request: { body: jsonBody(UpdateNotificationPreferencesSchema) },
  responses: {
    200: jsonResponse(NotificationPreferencesSchema, 'The preferences now'),
    400: errorResponse('An unknown category or a lead time not offered'),
    401: unauthorized,
  },
});

const unsubscribeInfoRoute = createRoute({
  method: 'get',
  path: '/unsubscribe',
  ...access.anonymous,
  tags: ['notifications'],
  summary: 'Which emails an unsubscribe link stops (changes nothing)',
  request: { query: UnsubscribeQuerySchema },
  responses: {
    200: jsonResponse(UnsubscribeResultSchema, 'The category'),
    400: errorResponse('No token'),
    404: errorResponse('Not a valid link'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe',
  ...access.anonymous,
  tags: ['notifications'],
  summary: 'One-click unsubscribe (RFC 8058): stops the emails of the link’s category',
  description:
    'The target of `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Mail providers post `List-Unsubscribe=One-Click` as a form; any body is ignored: the signed token is the authority.',
  request: { query: UnsubscribeQuerySchema },
  responses: {
    200: jsonResponse(UnsubscribeResultSchema, 'Unsubscribed from this category'),
    400: errorResponse('No token'),
    404: errorResponse('Not a valid link'),
  },
});

/** The delivery context of a request: the app's services and the unsubscribe signing key. */
async function deliveryContext(c: { var: AppEnv['Variables'] }): Promise<DeliveryContext> {
  const { env, events, jobs, auth } = c.var;
  return {
    env,
    events,
    jobs,
    unsubscribeKey: unsubscribeKey((await auth.sessionSettings()).secret),
  };
}

export const notificationRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(
      await listNotifications(c.var.database.db, c.var.viewer.userId, c.req.valid('query')),
      200,
    ),
  )
  .openapi(unreadRoute, async (c) =>
    c.json({ unread: await countUnreadNotifications(c.var.database.db, c.var.viewer.userId) }, 200),
  )
  .openapi(readRoute, async (c) => {
    const { ids } = c.req.valid('json');
    const unread = await markRead(c.var.database.db, c.var.events, c.var.viewer.userId, ids);
    return c.json({ unread }, 200);
  })
  .openapi(getPreferencesRoute, async (c) =>
    c.json(
      await readPreferences(c.var.database.db, await deliveryContext(c), c.var.viewer.userId),
      200,
    ),
  )
  .openapi(putPreferencesRoute, async (c) => {
    const preferences = await updatePreferences(
      c.var.database.db,
      await deliveryContext(c),
      c.var.viewer.userId,
      c.req.valid('json'),
    );
    return c.json(preferences, 200);
  })
  .openapi(unsubscribeInfoRoute, async (c) => {
    const { token } = c.req.valid('query');
    return c.json(
      await unsubscribe(c.var.database.db, await deliveryContext(c), token, false),
      200,
    );
  })
  .openapi(unsubscribeRoute, async (c) => {
    const { token } = c.req.valid('query');
    return c.json(await unsubscribe(c.var.database.db, await deliveryContext(c), token, true), 200);
  });
