import { GENDER_LABELS, type Gender } from '@contract/constants';
import { formatDate } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';

/** Whole years from a date of birth to today. */
function ageOf(dateOfBirth: string, now = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const birthdayPassed =
    now.getMonth() + 1 > month || (now.getMonth() + 1 === month && now.getDate() >= day);
  return now.getFullYear() - year - (birthdayPassed ? 0 : 1);
}

/**
 * What a patient's profile shares with a healer they booked, "to help them prepare"
 * (docs/product.md): only what they filled in.
 */
export function PatientDetails({
  details,
}: {
  details: { date_of_birth: string | null; gender: Gender | null; location: string | null };
}) {
  const display = useDisplayZone();
  const rows: Array<[string, string]> = [];
  if (details.date_of_birth)
    rows.push([
      'Date of birth',
      `${formatDate(`${details.date_of_birth}T12:00:00Z`, display)} (age ${ageOf(details.date_of_birth)})`,
    ]);
  if (details.gender) rows.push(['Gender', GENDER_LABELS[details.gender]]);
  if (details.location) rows.push(['Location', details.location]);
  if (rows.length === 0)
    return <p className="text-sm text-slate-700">Their profile shares nothing more yet.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
