import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { DEFAULT_PROFESSIONAL_TITLE } from '@contract/constants';
import type { HealerSummary } from '@contract/healers';
import { formatSoon } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { formatFee, shortBio } from '../lib/format';
import { HealerAvatar } from './healer-avatar';
import { StarRating } from '@/components/ui/star-rating';

/**
 * A directory result (docs/product.md, Pages and routes): bio cut to 30 characters, View Profile
 * and Book Session.
 */
export function HealerCard({
  healer,
  serviceId,
}: {
  healer: HealerSummary;
  /** On a service's page: booking keeps the service (its title, and only its practitioners). */
  serviceId?: string;
}) {
  const booking = new URLSearchParams({ healer: healer.user_id });
  if (serviceId) booking.set('service', serviceId);
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex w-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <HealerAvatar name={healer.usr_name} pictureUrl={healer.profile_picture_url} />
        <div className="min-w-0">
          <h3 id={nameId} className="text-lg font-semibold text-slate-900">
            {healer.usr_name}
          </h3>
          <p className="text-sm text-brand-800">
            {healer.professional_title ?? DEFAULT_PROFESSIONAL_TITLE}
          </p>
          {healer.verified && <VerifiedBadge className="mt-1" />}
          {healer.bio && <p className="text-sm text-slate-600">{shortBio(healer.bio)}</p>}
        </div>
      </div>
      <StarRating rating={healer.rating_average} reviews={healer.reviews_count} />
      {healer.next_available_at && <NextAvailable at={healer.next_available_at} />}
      {healer.specialties.length > 0 && (
        <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
          {healer.specialties.slice(0, 3).map((specialty) => (
            <li
              key={specialty}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-900"
            >
              {specialty}
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Fee per session</dt>
          <dd className="font-semibold text-slate-900">
            {healer.consultation_fee === null ? 'Not set' : formatFee(healer.consultation_fee)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Experience</dt>
          <dd className="font-semibold text-slate-900">
            {healer.experience_years === null ? 'Not stated' : `${healer.experience_years} years`}
          </dd>
        </div>
        {healer.location ? (
          <div className="col-span-2 text-slate-700">
            <dt className="sr-only">Location</dt>
            <dd className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {healer.location}
            </dd>
          </div>
        ) : null}
        {healer.languages.length > 0 && (
          <div className="col-span-2">
            <dt className="sr-only">Languages</dt>
            <dd className="text-slate-700">{healer.languages.join(', ')}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild variant="outline" className="flex-1">
          <Link to={`/healers/${encodeURIComponent(healer.user_id)}`}>View Profile</Link>
        </Button>
        <Button asChild className="flex-1">
          <Link to={`/book-session?${booking.toString()}`}>Book Session</Link>
        </Button>
      </div>
    </article>
  );
}

/**
 * Written in UTC on the server and while the page hydrates, then again in the visitor's zone: the
 * display zone is a store the card reads (decisions 037, 073).
 */
function NextAvailable({ at }: { at: string }) {
  const display = useDisplayZone();
  return (
    <p className="text-sm font-medium text-emerald-800">
      Next available: {formatSoon(at, display)}
    </p>
  );
}
