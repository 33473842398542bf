import type { Adherence, Medication } from '@contract/medications';
import { cn } from '@/lib/utils';

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/**
 * The last 14 days (docs/product.md, Medication reminders): per medication and day, the doses
 * taken of those due, and the share taken over the period.
 */
export function AdherenceTable({
  adherence,
  medications,
}: {
  adherence: Adherence;
  medications: Medication[];
}) {
  const shown = medications.filter((medication) =>
    adherence.summary.some((entry) => entry.medication_id === medication.id),
  );
  if (!shown.length) return <p className="text-slate-700">No doses in the last 14 days.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-separate border-spacing-1 text-center text-xs">
        <caption className="sr-only">
          Doses taken of those due, per day of the last 14 days ({adherence.timezone})
        </caption>
        <thead>
          <tr>
            <th scope="col" className="text-left text-sm font-medium text-slate-700">
              Medication
            </th>
            {adherence.days.map((day) => (
              <th key={day} scope="col" className="min-w-10 font-medium text-slate-700">
                {dayLabel(day)}
              </th>
            ))}
            <th scope="col" className="text-sm font-medium text-slate-700">
              Taken
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((medication) => {
            const summary = adherence.summary.find(
              (entry) => entry.medication_id === medication.id,
            )!;
            return (
              <tr key={medication.id}>
                <th scope="row" className="pr-2 text-left text-sm font-medium text-slate-900">
                  {medication.name}
                </th>
                {adherence.days.map((day) => {
                  const doses = adherence.doses.filter(
                    (dose) => dose.medication_id === medication.id && dose.local_date === day,
                  );
                  const due = doses.filter((dose) => dose.status !== 'upcoming').length;
                  const taken = doses.filter((dose) => dose.status === 'taken').length;
                  return (
                    <td
                      key={day}
                      className={cn(
                        'rounded px-1 py-1.5',
                        due === 0
                          ? 'text-slate-500'
                          : taken === due
                            ? 'bg-brand-100 text-brand-900'
                            : taken === 0
                              ? 'bg-red-50 text-red-800'
                              : 'bg-amber-50 text-amber-900',
                      )}
                    >
                      {doses.length === 0 ? '–' : `${taken}/${due}`}
                    </td>
                  );
                })}
                <td
                  className="text-sm font-semibold text-slate-900"
                  data-testid="adherence-percent"
                >
                  {summary.percent === null ? '–' : `${summary.percent}%`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
