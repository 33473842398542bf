import { Link } from 'react-router';
import type { Profile } from '@contract/profiles';
import type { AvailabilityWeek } from '@contract/availability';

interface Missing {
  label: string;
  to: string;
}

/** What a healer's profile lacks before patients can find and book them well. */
export function missingProfileParts(
  profile: Profile,
  week: AvailabilityWeek | undefined,
): Missing[] {
  const missing: Missing[] = [];
  const edit = '/healer-profile';
  if (!profile.bio?.trim()) missing.push({ label: 'Add a bio', to: edit });
  if (profile.specialties.length === 0) missing.push({ label: 'Add your specialties', to: edit });
  if (profile.consultation_fee === null)
    missing.push({ label: 'Set your consultation fee', to: edit });
  if (profile.consultation_modes.length === 0)
    missing.push({ label: 'Choose your session modes', to: edit });
  if (week && !week.windows.some((window) => window.is_active))
    missing.push({ label: 'Set your weekly availability', to: '/healer-dashboard/availability' });
  if (!profile.profile_picture_url) missing.push({ label: 'Upload a profile picture', to: edit });
  return missing;
}

/** docs/product.md, Pages and routes: 'Complete Your Profile', hidden once nothing is missing. */
export function CompleteProfilePrompt({
  profile,
  week,
}: {
  profile: Profile;
  week: AvailabilityWeek | undefined;
}) {
  const missing = missingProfileParts(profile, week);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="complete-profile-heading"
      className="rounded-lg border border-amber-200 bg-amber-50 p-5"
    >
      <h2 id="complete-profile-heading" className="text-lg font-semibold text-slate-900">
        Complete Your Profile
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        A complete profile helps patients find and book you. Still missing:
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {missing.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              className="text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
