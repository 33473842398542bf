import { SLOT_TAKEN_MESSAGE } from '@contract/appointments';
import type { ApiError } from '../../lib/errors';
import { badRequest, conflict } from '../../lib/errors';
import type { BookingRules, Refusal } from './slot-engine';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const horizonMessage = (rules: BookingRules) =>
  `Sessions can be booked at most ${plural(rules.horizonDays, 'day')} ahead`;

/** What the patient (or healer) is told when a start is not bookable (docs/product.md, Validation). */
export function refusalError(refusal: Refusal, rules: BookingRules): ApiError {
  switch (refusal) {
    case 'past':
      return badRequest('This time is in the past. Please select a different time.');
    case 'notice':
      return badRequest(
        `Sessions must be booked at least ${plural(rules.minNoticeHours, 'hour')} ahead. Please select a later time.`,
      );
    case 'horizon':
      return badRequest(horizonMessage(rules));
    case 'not_offered':
      return badRequest(
        "This time is not one of the healer's available slots. Please select a different time.",
      );
    case 'day_full':
      return conflict(
        'The healer is fully booked on this day. Please select a different date.',
        'day_full',
      );
    case 'taken':
      return conflict(SLOT_TAKEN_MESSAGE, 'slot_taken');
  }
}
