import {
  ArrowLeft,
  CircleDollarSign,
  Briefcase,
  Languages,
  MapPin,
  MessageSquare,
  Users,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  DEFAULT_PROFESSIONAL_TITLE,
  SESSION_MODE_LABELS,
  type SessionMode,
} from '@contract/constants';
import type { HealerDetail } from '@contract/healers';
import { useCurrentUser } from '@/api/get-current-user';
import { useHealer } from '@/api/get-healer';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { usePageMeta } from '@/lib/use-page-meta';
import { FreeTimesSection } from '../components/free-times-section';
import { HealerAvatar } from '../components/healer-avatar';
import { HealerReviews } from '../components/healer-reviews';
import { LoadingState } from '../components/loading-state';
import { SessionTypesSection } from '../components/session-types-section';
import { formatFee, shortBio } from '../lib/format';

const MODE_ICONS: Record<SessionMode, typeof Video> = {
  video: Video,
  chat: MessageSquare,
  in_person: Users,
};

function BackLink() {
  return (
    <Link
      to="/healers"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Healers
    </Link>
  );
}

/**
 * docs/product.md, Pages and routes: the booking page when signed in, else login with a way back to
 * booking.
 */
function bookingHref(userId: string, signedIn: boolean) {
  const target = `/book-session?healer=${encodeURIComponent(userId)}`;
  return signedIn ? target : `/login?redirect=${encodeURIComponent(target)}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function TagList({ label, items, empty }: { label: string; items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
          {item}
        </li>
      ))}
    </ul>
  );
}

function HealerProfile({ healer }: { healer: HealerDetail }) {
  const { data: currentUser } = useCurrentUser();
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <aside className="flex flex-col gap-5 self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-col items-center gap-3 text-center">
          <HealerAvatar
            name={healer.usr_name}
            pictureUrl={healer.profile_picture_url}
            className="size-28"
          />
          <StarRating rating={healer.rating_average} reviews={healer.reviews_count} />
        </div>
        <dl className="flex flex-col gap-3 text-sm">
          {healer.location ? (
            <div className="flex items-center justify-between gap-2">
              <dt className="flex items-center gap-2 text-slate-600">
                <MapPin aria-hidden="true" className="size-4" /> Location
              </dt>
              <dd className="text-right font-medium text-slate-900">{healer.location}</dd>
            </div>
          ) : null}
          <div className="flex items-center justify-between gap-2">
            <dt className="flex items-center gap-2 text-slate-600">
              <Briefcase aria-hidden="true" className="size-4" /> Experience
            </dt>
            <dd className="font-medium text-slate-900">
              {healer.experience_years === null ? 'Not stated' : `${healer.experience_years} years`}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="flex items-center gap-2 text-slate-600">
              <CircleDollarSign aria-hidden="true" className="size-4" /> Fee per session
            </dt>
            <dd className="font-medium text-slate-900">
              {healer.consultation_fee === null ? 'Not set' : formatFee(healer.consultation_fee)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold text-slate-900">Session modes</h2>
          {healer.consultation_modes.length === 0 ? (
            <p className="text-sm text-slate-600">Not stated yet</p>
          ) : (
            <ul aria-label="Session modes" className="flex flex-wrap gap-2">
              {healer.consultation_modes.map((mode) => {
                const Icon = MODE_ICONS[mode];
                return (
                  <li
                    key={mode}
                    className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2.5 py-1 text-sm text-slate-800"
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {SESSION_MODE_LABELS[mode]}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {healer.bookable ? (
          <Button asChild size="lg">
            <Link to={bookingHref(healer.user_id, Boolean(currentUser))}>Book a Session</Link>
          </Button>
        ) : (
          // docs/product.md, Going live: a profile still being set up is seen, not booked.
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
            {healer.usr_name} is not taking bookings yet.
          </p>
        )}
        {healer.bookable && currentUser?.profile?.role === 'patient' && (
          <Button asChild size="lg" variant="outline">
            <Link to={`/messages/new?with=${encodeURIComponent(healer.user_id)}`}>Message</Link>
          </Button>
        )}
      </aside>

      <div className="flex flex-col gap-8">
        <header>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold text-slate-900">{healer.usr_name}</h1>
            {healer.verified && <VerifiedBadge className="text-sm" />}
          </div>
          <p className="text-lg text-brand-800">
            {healer.professional_title ?? DEFAULT_PROFESSIONAL_TITLE}
          </p>
        </header>
        <Section title="About">
          <p className="whitespace-pre-line text-slate-700">
            {healer.bio || 'This healer has not added a bio yet.'}
          </p>
        </Section>
        {healer.bookable && (
          <FreeTimesSection
            healerId={healer.user_id}
            healerName={healer.usr_name}
            signedIn={Boolean(currentUser)}
          />
        )}
        <SessionTypesSection healerId={healer.user_id} />
        <Section title="Specialties">
          <TagList
            label="Specialties"
            items={healer.specialties}
            empty="No specialties listed yet."
          />
        </Section>
        <Section title="Certifications">
          <TagList
            label="Certifications"
            items={healer.certifications}
            empty="No certifications listed yet."
          />
        </Section>
        <Section title="Languages">
          <div className="flex items-start gap-2">
            <Languages aria-hidden="true" className="mt-1.5 size-4 text-slate-500" />
            <TagList label="Languages" items={healer.languages} empty="No languages listed yet." />
          </div>
        </Section>
        <HealerReviews healerId={healer.user_id} healerName={healer.usr_name} />
      </div>
    </div>
  );
}

export default function HealerProfilePage() {
  const { id = '' } = useParams();
  const { data: healer, isPending, isError, error, refetch } = useHealer(id);
  usePageMeta(
    healer
      ? `${healer.usr_name} – ${healer.professional_title ?? DEFAULT_PROFESSIONAL_TITLE}`
      : 'Healer profile',
    healer
      ? `${healer.usr_name}: ${healer.specialties.slice(0, 3).join(', ') || 'holistic health'}. ${shortBio(healer.bio ?? '', 120)}`.trim()
      : 'A healer’s profile on Wellspring: specialties, experience, fees and session modes.',
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <BackLink />
      {isPending ? (
        <LoadingState message="Loading healer details..." />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">Could not load this healer</h1>
          <p className="text-slate-700">{error.message}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : healer ? (
        <HealerProfile healer={healer} />
      ) : (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="text-2xl font-semibold text-slate-900">Healer not found</h1>
          <p className="text-slate-700">
            This healer may have left Wellspring, or the link is wrong.
          </p>
          <Button asChild>
            <Link to="/healers">Back to Healers</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
