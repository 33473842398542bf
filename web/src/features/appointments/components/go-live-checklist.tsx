import { CheckCircle2, Circle, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { AvailabilityWeek } from '@contract/availability';
import type { Profile } from '@contract/profiles';
import { cn } from '@/lib/utils';

interface Step {
  label: string;
  done: boolean;
  to: string;
}

const EDIT = '/healer-profile';
const HOURS = '/healer-dashboard/availability';

/**
 * What a healer needs before patients can find and book them (decision 043, the database's
 * `bookable`), then what makes a profile convincing.
 */
export function goLiveSteps(profile: Profile, week: AvailabilityWeek | undefined) {
  const required: Step[] = [
    { label: 'Add at least one specialty', done: profile.specialties.length > 0, to: EDIT },
    { label: 'Set your consultation fee', done: profile.consultation_fee !== null, to: EDIT },
    {
      label: 'Choose your session modes',
      done: profile.consultation_modes.length > 0,
      to: EDIT,
    },
    {
      label: 'Set your weekly availability',
      done: Boolean(week?.windows.some((window) => window.is_active)),
      to: HOURS,
    },
  ];
  const recommended: Step[] = [
    { label: 'Add your professional title', done: Boolean(profile.professional_title), to: EDIT },
    { label: 'Add a bio', done: Boolean(profile.bio?.trim()), to: EDIT },
    { label: 'Upload a profile picture', done: Boolean(profile.profile_picture_url), to: EDIT },
  ];
  return { required, recommended };
}

export const publicProfilePath = (profile: Profile) =>
  `/healers/${encodeURIComponent(profile.user_id)}`;

function StepList({ steps }: { steps: Step[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {steps.map((step) => (
        <li key={step.label} className="flex items-center gap-2 text-sm">
          {step.done ? (
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          ) : (
            <Circle aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          )}
          {step.done ? (
            <span className="text-slate-700">
              {step.label}
              <span className="sr-only"> (done)</span>
            </span>
          ) : (
            <Link
              to={step.to}
              className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {step.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/product.md, Going live: the steps still missing, ending with "You're live" and the public
 * link once the profile is bookable; then only the recommendations left, if any.
 */
export function GoLiveChecklist({
  profile,
  week,
}: {
  profile: Profile;
  week: AvailabilityWeek | undefined;
}) {
  const { required, recommended } = goLiveSteps(profile, week);
  const live = profile.bookable;
  const open = recommended.filter((step) => !step.done);
  if (live && open.length === 0)
    return (
      <p className="flex flex-wrap items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        <strong>You&apos;re live.</strong>
        <PublicLink profile={profile} />
      </p>
    );
  return (
    <section
      aria-labelledby="go-live-heading"
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-5',
        live ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50',
      )}
    >
      <h2 id="go-live-heading" className="text-lg font-semibold text-slate-900">
        {live ? 'You’re live' : 'Get ready to take bookings'}
      </h2>
      {live ? (
        <p className="text-sm text-slate-800">
          Patients can find and book you. <PublicLink profile={profile} />
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-800">Patients find and book you once these are done:</p>
          <StepList steps={required} />
        </>
      )}
      {open.length ? (
        <>
          <p className="text-sm text-slate-800">A complete profile helps patients choose you:</p>
          <StepList steps={recommended} />
        </>
      ) : null}
    </section>
  );
}

function PublicLink({ profile }: { profile: Profile }) {
  return (
    <Link
      to={publicProfilePath(profile)}
      className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2"
    >
      View your public profile
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </Link>
  );
}
