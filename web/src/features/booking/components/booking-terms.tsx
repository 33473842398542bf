import { Info } from 'lucide-react';
import type { BookableSessionType } from '@contract/practice';

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

/**
 * What the patient agrees to before booking (docs/product.md, Cancellation policy and Booking
 * requests): the healer's cancellation window and words, and whether the healer confirms first.
 */
export function BookingTerms({
  healerName,
  type,
  windowHours,
  policy,
}: {
  healerName: string;
  type: BookableSessionType | undefined;
  windowHours: number;
  policy: string | null;
}) {
  return (
    <section
      aria-labelledby="booking-terms"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
    >
      <h2 id="booking-terms" className="flex items-center gap-2 font-semibold text-slate-900">
        <Info aria-hidden="true" className="size-4" />
        Cancellation policy
      </h2>
      <p className="mt-1">
        {windowHours > 0
          ? `You can cancel or reschedule for free until ${hours(windowHours)} before the session. A later cancellation counts as a late cancellation.`
          : 'You can cancel or reschedule until the session starts.'}
      </p>
      {policy ? <p className="mt-1 whitespace-pre-line">{policy}</p> : null}
      {type?.requires_confirmation ? (
        <p className="mt-2 font-medium">
          {healerName} confirms each {type.name} request: yours holds the time for up to 24 hours
          until they answer.
        </p>
      ) : null}
    </section>
  );
}
