import { Link } from 'react-router';
import { useHealerFreeTimes } from '@/api/get-healer-free-times';
import { useViewerTimeZone } from '@/api/use-viewer-time-zone';
import { formatTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { longDate, zoneLabel } from '@/lib/zoned-date';

/** Where a free time leads: the booking page with the healer, the day and the start chosen. */
export function freeTimeHref(healerId: string, date: string, slot: string, signedIn: boolean) {
  const target = `/book-session?${new URLSearchParams({ healer: healerId, date, time: slot })}`;
  return signedIn ? target : `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * The profile's free times (issue 18): the next 7 days in the viewer's zone, each start a link
 * that opens the booking page with it chosen.
 */
export function FreeTimesSection({
  healerId,
  healerName,
  signedIn,
}: {
  healerId: string;
  healerName: string;
  signedIn: boolean;
}) {
  const display = useDisplayZone();
  const zone = useViewerTimeZone();
  const times = useHealerFreeTimes(healerId, zone);
  if (!times.data) return null;
  const days = times.data.days.filter((day) => day.slots.length > 0);
  return (
    <section aria-labelledby="free-times-heading" className="flex flex-col gap-3">
      <h2 id="free-times-heading" className="text-xl font-semibold text-slate-900">
        Free times this week
      </h2>
      <p className="text-sm text-slate-700">Times are in {zoneLabel(zone)}.</p>
      {days.length === 0 ? (
        <p className="text-slate-600">
          {healerName} has no free times in the next 7 days. Book a later date from the booking
          page.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {days.map((day) => (
            <li key={day.date}>
              <h3 className="mb-2 font-medium text-slate-900">{longDate(day.date)}</h3>
              <ul
                aria-label={`Free times on ${longDate(day.date)}`}
                className="flex flex-wrap gap-2"
              >
                {day.slots.map((slot) => (
                  <li key={slot}>
                    <Link
                      to={freeTimeHref(healerId, day.date, slot, signedIn)}
                      className="inline-flex min-h-11 items-center rounded-md border border-brand-300 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                    >
                      {formatTime(slot, display)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
