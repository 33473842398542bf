import { z } from 'zod';
import { safeString } from './strings';

/**
 * Events pushed to signed-in tabs over GET /api/events (Server-Sent Events). They carry ids
 * and kinds only; clients fetch the details through the normal API with their own rights.
 */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message.created'),
    chat_id: safeString(),
    message_id: safeString(),
    sender_id: safeString(),
  }),
  z.object({ type: z.literal('message.read'), chat_id: safeString(), reader_id: safeString() }),
  z.object({ type: z.literal('chat.created'), chat_id: safeString() }),
  z.object({ type: z.literal('appointment.created'), appointment_id: safeString() }),
  z.object({ type: z.literal('appointment.updated'), appointment_id: safeString() }),
  /** The server may have missed events (its database listener reconnected): refetch everything. */
  z.object({ type: z.literal('resync') }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
