import { z } from 'zod';
import { AppointmentDetailSchema } from './appointments';
import { GENDERS } from './constants';
import { safeString } from './strings';

/**
 * A healer's clients: everyone who has booked them (docs/product.md, Pages and routes,
 * Clients). A client is a patient seen from one healer's practice.
 */
export const ClientSummarySchema = z
  .object({
    patient_id: safeString(),
    name: safeString(),
    picture_url: safeString().nullable(),
    /** The next session booked or requested, if any (ISO-8601 UTC instant). */
    next_session_at: safeString().nullable(),
    /** The latest session that has started (held, or one that did not take place). */
    last_session_at: safeString().nullable(),
    /** Sessions completed or booked: not cancelled, declined, expired or missed. */
    sessions_count: z.number().int(),
    /** Messages from the client the healer has not read. */
    unread_count: z.number().int(),
    /** The pair's conversation, once one exists. */
    chat_id: safeString().nullable(),
  })
  .meta({ id: 'ClientSummary' });
export type ClientSummary = z.infer<typeof ClientSummarySchema>;

export const CLIENT_PAGE_MAX = 100;
export const CLIENT_SEARCH_MAX = 100;

/** GET /api/me/clients: the latest clients first (by their latest session), `q` on the name. */
export const ClientListQuerySchema = z.object({
  q: safeString()
    .max(CLIENT_SEARCH_MAX, `q must be at most ${CLIENT_SEARCH_MAX} characters`)
    .transform((value) => value.trim())
    .optional()
    .meta({ description: 'Part of the client’s name (case-insensitive).' }),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CLIENT_PAGE_MAX, `limit must be at most ${CLIENT_PAGE_MAX}`)
    .default(50),
  cursor: safeString().max(500, 'Invalid cursor').optional(),
});
export type ClientListQuery = z.input<typeof ClientListQuerySchema>;

export const ClientListSchema = z
  .object({
    items: z.array(ClientSummarySchema),
    next_cursor: safeString().nullable(),
  })
  .meta({ id: 'ClientList' });
export type ClientList = z.infer<typeof ClientListSchema>;

export const ClientIdParamsSchema = z.object({ patientId: safeString().min(1).max(100) });

/**
 * GET /api/me/clients/{patientId}: one client, what their profile shares to help the healer
 * prepare, and every session they booked with this healer (latest first).
 */
export const ClientDetailSchema = z
  .object({
    client: ClientSummarySchema.extend({
      timezone: safeString(),
      location: safeString().nullable(),
      date_of_birth: safeString().nullable(),
      gender: z.enum(GENDERS).nullable(),
    }),
    appointments: z.array(AppointmentDetailSchema),
  })
  .meta({ id: 'ClientDetail' });
export type ClientDetail = z.infer<typeof ClientDetailSchema>;
