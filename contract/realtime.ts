import { z } from 'zod';
import { safeString } from './strings';
import { SignalSchema } from './video';

/**
 * Events pushed to signed-in tabs over GET /api/events (Server-Sent Events). They carry ids
 * and kinds only; clients fetch the details through the normal API with their own rights. The
 * one exception is `session.signal`, whose payload is a WebRTC message meant for exactly the
 * participant who receives it (decision 045).
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
  /** A wellness plan of the user's was created or changed (its page refetches it). */
  z.object({ type: z.literal('plan.updated'), plan_id: safeString() }),
  /** A notification for the user was written (the bell's count and the centre refresh). */
  z.object({ type: z.literal('notification.created'), notification_id: safeString() }),
  /** The user read notifications in another tab. */
  z.object({ type: z.literal('notification.read') }),
  /** The user's sessions were ended (an admin suspended the account): the stream closes. */
  z.object({ type: z.literal('account.signed_out') }),
  /** A video room's signalling message from the other participant (carries its payload). */
  z.object({
    type: z.literal('session.signal'),
    appointment_id: safeString(),
    from: safeString(),
    signal: SignalSchema,
  }),
  /** The server may have missed events (its database listener reconnected): refetch everything. */
  z.object({ type: z.literal('resync') }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
