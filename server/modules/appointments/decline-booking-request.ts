import { answerBookingRequest, type AnswerContext } from './answer-booking-request';

/**
 * The healer turns a booking request down, optionally saying why; its time is free again the
 * moment this commits (docs/product.md, Booking requests).
 */
export const declineBookingRequest = (
  context: AnswerContext,
  id: string,
  healerId: string,
  reason: string | null,
  now = new Date(),
) =>
  answerBookingRequest(context, id, healerId, now, 'decline', {
    status: 'declined',
    statusChangedBy: 'healer',
    cancelledBy: healerId,
    cancellationReason: reason,
  });
