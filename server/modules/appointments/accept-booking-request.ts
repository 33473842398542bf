import { answerBookingRequest, type AnswerContext } from './answer-booking-request';

/**
 * The healer confirms a booking request: it becomes a scheduled session in the time it already
 * held (docs/product.md, Booking requests).
 */
export const acceptBookingRequest = (
  context: AnswerContext,
  id: string,
  healerId: string,
  now = new Date(),
) =>
  answerBookingRequest(context, id, healerId, now, 'accept', {
    status: 'scheduled',
    statusChangedBy: 'healer',
    expiresAt: null,
  });
