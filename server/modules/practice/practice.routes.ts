import { createRoute } from '@hono/zod-openapi';
import { HealerIdParamsSchema } from '@contract/healers';
import {
  BookableSessionTypeListSchema,
  BookingSettingsSchema,
  CreateSessionTypeSchema,
  SessionTypeIdParamsSchema,
  SessionTypeListSchema,
  SessionTypeSchema,
  UpdateBookingSettingsSchema,
  UpdateSessionTypeSchema,
} from '@contract/practice';
import { notFound } from '../../lib/errors';
import { access, errorResponse, jsonBody, jsonResponse, pathNames } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireRole } from '../auth/require-user';
import { findHealer } from '../healers/healers.queries';
import { healerSessionTypeList } from './bookable-session-types';
import { createSessionType } from './create-session-type';
import {
  effectiveSettings,
  settingsChangeToRow,
  toBookingSettings,
  toSessionType,
} from './practice.dto';
import {
  deleteSessionType,
  findBookingSettings,
  listSessionTypes,
  upsertBookingSettings,
} from './practice.queries';
import { sessionTypeNotFound, updateSessionType } from './update-session-type';

const healersOnly = requireRole('healer', 'Only healers can manage their practice settings');

const guardErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a healer'),
};

const getSettings = createRoute({
  method: 'get',
  path: '/me/booking-settings',
  ...access.healer,
  tags: ['practice'],
  summary: "The signed-in healer's booking rules (defaults until they change them)",
  middleware: [healersOnly] as const,
  responses: { 200: jsonResponse(BookingSettingsSchema, 'The rules'), ...guardErrors },
});

const putSettings = createRoute({
  method: 'put',
  path: '/me/booking-settings',
  ...access.healer,
  tags: ['practice'],
  summary: "Changes the signed-in healer's booking rules",
  description:
    'Fields left out keep their values. Sessions already booked keep the buffers they were booked with.',
  middleware: [healersOnly] as const,
  request: { body: jsonBody(UpdateBookingSettingsSchema) },
  responses: {
    200: jsonResponse(BookingSettingsSchema, 'The saved rules'),
    400: errorResponse('A value out of range, or an unknown field'),
    ...guardErrors,
  },
});

const listTypes = createRoute({
  method: 'get',
  path: '/me/session-types',
  ...access.healer,
  tags: ['practice'],
  summary: "The signed-in healer's session types, active or not, in their order",
  middleware: [healersOnly] as const,
  responses: { 200: jsonResponse(SessionTypeListSchema, 'The types'), ...guardErrors },
});

const createType = createRoute({
  method: 'post',
  path: '/me/session-types',
  ...access.healer,
  tags: ['practice'],
  summary: 'Adds a session type',
  middleware: [healersOnly] as const,
  request: { body: jsonBody(CreateSessionTypeSchema) },
  responses: {
    201: jsonResponse(SessionTypeSchema, 'The new type'),
    400: errorResponse('A missing or invalid field'),
    ...guardErrors,
    409: errorResponse('The healer already offers the most types allowed'),
  },
});

const updateType = createRoute({
  method: 'patch',
  path: '/me/session-types/{id}',
  ...access.owner('session-type'),
  tags: ['practice'],
  summary: 'Changes one of the healer’s session types',
  description: 'A `position` moves the type to that place in the list (0 is first).',
  middleware: [healersOnly] as const,
  request: { params: SessionTypeIdParamsSchema, body: jsonBody(UpdateSessionTypeSchema) },
  responses: {
    200: jsonResponse(SessionTypeSchema, 'The changed type'),
    400: errorResponse('An invalid field'),
    ...guardErrors,
    404: errorResponse('No such type of this healer'),
  },
});

const deleteType = createRoute({
  method: 'delete',
  path: '/me/session-types/{id}',
  ...access.owner('session-type'),
  tags: ['practice'],
  summary: 'Removes one of the healer’s session types',
  description: 'Sessions booked with it keep their title and length.',
  middleware: [healersOnly] as const,
  request: { params: SessionTypeIdParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...guardErrors,
    404: errorResponse('No such type of this healer'),
  },
});

const publicTypes = createRoute({
  method: 'get',
  path: '/healers/{userId}/session-types',
  ...access.anonymous,
  ...pathNames('healer'),
  tags: ['practice'],
  summary: 'The session types a patient can book with this healer, and their cancellation policy',
  description:
    'The active types in the healer’s order; a healer without any offers one default "Session" (id null) of 60 minutes at their consultation fee. The cancellation window and text are shown to the patient before they book.',
  request: { params: HealerIdParamsSchema },
  responses: {
    200: jsonResponse(BookableSessionTypeListSchema, 'The types'),
    404: errorResponse('No healer with this user id'),
  },
});

export const practiceRoutes = createRouter()
  .openapi(getSettings, async (c) => {
    const { viewer } = c.var;
    const row = await findBookingSettings(c.var.database.db, viewer.userId);
    return c.json(toBookingSettings(effectiveSettings(row), viewer.profile.timezone), 200);
  })
  .openapi(putSettings, async (c) => {
    const { viewer } = c.var;
    const row = await upsertBookingSettings(
      c.var.database.db,
      viewer.userId,
      settingsChangeToRow(c.req.valid('json')),
    );
    return c.json(toBookingSettings(row, viewer.profile.timezone), 200);
  })
  .openapi(listTypes, async (c) => {
    const rows = await listSessionTypes(c.var.database.db, c.var.viewer.userId);
    return c.json({ items: rows.map(toSessionType) }, 200);
  })
  .openapi(createType, async (c) => {
    const row = await createSessionType(
      c.var.database.db,
      c.var.viewer.userId,
      c.req.valid('json'),
    );
    return c.json(toSessionType(row), 201);
  })
  .openapi(updateType, async (c) => {
    const row = await updateSessionType(
      c.var.database.db,
      c.var.viewer.userId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(toSessionType(row), 200);
  })
  .openapi(deleteType, async (c) => {
    const removed = await deleteSessionType(
      c.var.database.db,
      c.var.viewer.userId,
      c.req.valid('param').id,
    );
    if (!removed) throw sessionTypeNotFound();
    return c.body(null, 204);
  })
  .openapi(publicTypes, async (c) => {
    const { db } = c.var.database;
    const healer = await findHealer(db, c.req.valid('param').userId);
    if (!healer) throw notFound('Healer not found');
    return c.json(await healerSessionTypeList(db, healer), 200);
  });
