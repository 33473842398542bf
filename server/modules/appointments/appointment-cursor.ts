import { z } from 'zod';
import { APPOINTMENT_VIEWS, type AppointmentView } from '@contract/appointments';
import { badRequest } from '../../lib/errors';

/**
 * Where a page ended: the view it belongs to and the last row's start and id (the
 * tie-breaker). Opaque to clients; decoding validates every field.
 */
const AppointmentCursorSchema = z.strictObject({
  v: z.enum(APPOINTMENT_VIEWS),
  t: z.iso.datetime(),
  i: z.uuid(),
});
export type AppointmentCursor = z.infer<typeof AppointmentCursorSchema>;

export const encodeAppointmentCursor = (cursor: AppointmentCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeAppointmentCursor(raw: string, view: AppointmentView): AppointmentCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor: Invalid cursor');
  }
  const result = AppointmentCursorSchema.safeParse(parsed);
  if (!result.success) throw badRequest('cursor: Invalid cursor');
  if (result.data.v !== view)
    throw badRequest('cursor: This cursor belongs to another view; start again without it');
  return result.data;
}
