import { hourIn, timeIn } from '@/lib/zoned-date';
import { cn } from '@/lib/utils';

const PARTS = [
  { name: 'Morning', until: 12 },
  { name: 'Afternoon', until: 17 },
  { name: 'Evening', until: 24 },
] as const;

/**
 * The free times of a day as buttons in `timeZone`, grouped into morning, afternoon and
 * evening; the chosen one is pressed. Each button carries its instant (`data-start`).
 */
export function TimeSlotButtons({
  slots,
  timeZone,
  value,
  onChange,
  label,
}: {
  slots: string[];
  timeZone: string;
  value: string;
  onChange(start: string): void;
  label: string;
}) {
  const groups = PARTS.map((part, index) => ({
    name: part.name,
    slots: slots.filter((slot) => {
      const hour = hourIn(timeZone, slot);
      return hour < part.until && hour >= (PARTS[index - 1]?.until ?? 0);
    }),
  })).filter((group) => group.slots.length > 0);
  return (
    <div role="group" aria-label={label} className="grid gap-4">
      {groups.map((group) => (
        <div key={group.name}>
          <h4 className="mb-2 text-sm font-medium text-slate-700">{group.name}</h4>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {group.slots.map((slot) => (
              <li key={slot}>
                <button
                  type="button"
                  data-start={slot}
                  aria-pressed={slot === value}
                  onClick={() => onChange(slot)}
                  className={cn(
                    'h-10 w-full rounded-md border text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    slot === value
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-brand-200 bg-white text-brand-900 hover:bg-brand-50',
                  )}
                >
                  {timeIn(timeZone, slot)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
