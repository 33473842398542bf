import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import {
  AvailabilityWeekSchema,
  AvailabilityWindowIdParamsSchema,
  SaveAvailabilitySchema,
} from '@contract/availability';
import { ApiErrorSchema } from '@contract/errors';
import type { Db } from '../../db/client';
import { healerAvailability, profiles } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { requireRole } from '../auth/require-user';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../booking/pg-error';
import { toAvailabilityWindow } from './availability-dto';

const healersOnly = requireRole('healer', 'Only healers can manage availability');

const errors = (...statuses: Array<400 | 401 | 403 | 404 | 409>) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: 'Error', content: { 'application/json': { schema: ApiErrorSchema } } },
    ]),
  );

const weekResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: AvailabilityWeekSchema } },
});

const getAvailability = createRoute({
  method: 'get',
  path: '/me/availability',
  tags: ['availability'],
  summary: "The signed-in healer's weekly availability",
  middleware: [healersOnly] as const,
  responses: { 200: weekResponse('The week, by day and start time'), ...errors(401, 403) },
});

const saveAvailability = createRoute({
  method: 'put',
  path: '/me/availability',
  tags: ['availability'],
  summary: "Replaces the signed-in healer's whole week in one transaction",
  description:
    'Windows with an id update that saved window, windows without one are added, saved windows left out are deleted. A bad window changes nothing.',
  middleware: [healersOnly] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: SaveAvailabilitySchema } } },
  },
  responses: { 200: weekResponse('The saved week'), ...errors(400, 401, 403, 404, 409) },
});

const deleteWindow = createRoute({
  method: 'delete',
  path: '/me/availability/{id}',
  tags: ['availability'],
  summary: 'Removes one saved window at once',
  middleware: [healersOnly] as const,
  request: { params: AvailabilityWindowIdParamsSchema },
  responses: { 204: { description: 'Removed' }, ...errors(401, 403, 404) },
});

function readWeek(db: Db, healerId: string) {
  return db
    .select()
    .from(healerAvailability)
    .where(eq(healerAvailability.healerId, healerId))
    .orderBy(
      asc(healerAvailability.dayOfWeek),
      asc(healerAvailability.startTime),
      asc(healerAvailability.id),
    );
}

export const availabilityRoutes = createRouter()
  .openapi(getAvailability, async (c) => {
    const { viewer } = c.var;
    const rows = await readWeek(c.var.database.db, viewer.userId);
    return c.json(
      { timezone: viewer.profile.timezone, windows: rows.map(toAvailabilityWindow) },
      200,
    );
  })
  .openapi(saveAvailability, async (c) => {
    const { viewer } = c.var;
    const healerId = viewer.userId;
    const { windows } = c.req.valid('json');
    try {
      const rows = await c.var.database.db.transaction(async (tx) => {
        // One save at a time per healer, so two tabs cannot interleave their rewrites.
        await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.userId, healerId))
          .for('update');
        const saved = await tx
          .select({ id: healerAvailability.id })
          .from(healerAvailability)
          .where(eq(healerAvailability.healerId, healerId));
        const savedIds = new Set(saved.map((row) => row.id));
        if (windows.some((window) => window.id && !savedIds.has(window.id)))
          throw notFound('A time slot was removed meanwhile. Reload the page and try again.');

        const keptIds = windows.flatMap((window) => (window.id ? [window.id] : []));
        await tx
          .delete(healerAvailability)
          .where(
            and(
              eq(healerAvailability.healerId, healerId),
              keptIds.length ? notInArray(healerAvailability.id, keptIds) : undefined,
            ),
          );
        if (windows.length) {
          // One statement: saved windows (with id) are updated, new ones inserted.
          await tx
            .insert(healerAvailability)
            .values(
              windows.map((window) => ({
                ...(window.id ? { id: window.id } : {}),
                healerId,
                dayOfWeek: window.day_of_week,
                startTime: window.start_time,
                endTime: window.end_time,
                isActive: window.is_active,
              })),
            )
            .onConflictDoUpdate({
              target: healerAvailability.id,
              set: {
                dayOfWeek: sql`excluded.day_of_week`,
                startTime: sql`excluded.start_time`,
                endTime: sql`excluded.end_time`,
                isActive: sql`excluded.is_active`,
              },
            });
        }
        return readWeek(tx, healerId);
      });
      return c.json(
        { timezone: viewer.profile.timezone, windows: rows.map(toAvailabilityWindow) },
        200,
      );
    } catch (error) {
      // The deferred exclusion constraint judges the final week at commit: it only fires
      // when a concurrent change made windows overlap.
      if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION)
        throw conflict('Time slots on one day overlap. Reload the page and try again.');
      throw error;
    }
  })
  .openapi(deleteWindow, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await c.var.database.db
      .delete(healerAvailability)
      .where(
        and(eq(healerAvailability.id, id), eq(healerAvailability.healerId, c.var.viewer.userId)),
      )
      .returning({ id: healerAvailability.id });
    if (!removed.length) throw notFound('Time slot not found');
    return c.body(null, 204);
  });
