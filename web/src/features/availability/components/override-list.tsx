import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { AvailabilityOverride } from '@contract/availability';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { longDate } from '@/lib/zoned-date';
import { useDeleteOverride } from '../api/overrides';

const datesOf = (override: AvailabilityOverride) =>
  override.date_from === override.date_to
    ? longDate(override.date_from)
    : `${longDate(override.date_from)} – ${longDate(override.date_to)}`;

const hoursOf = (override: AvailabilityOverride) =>
  override.available
    ? override.windows.map((window) => `${window.start_time}–${window.end_time}`).join(', ')
    : 'Unavailable';

/** The healer's date overrides that are still ahead, each removable at once. */
export function OverrideList({ overrides }: { overrides: AvailabilityOverride[] }) {
  const remove = useDeleteOverride();
  if (overrides.length === 0)
    return <p className="text-sm text-slate-600">No time off or special hours ahead.</p>;
  return (
    <ul className="grid gap-2">
      {overrides.map((override) => (
        <li
          key={override.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-white px-4 py-3"
        >
          <div>
            <p className="font-medium text-slate-900">{datesOf(override)}</p>
            <p className="text-sm text-slate-700">{hoursOf(override)}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Remove the override for ${datesOf(override)}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(override.id, {
                onSuccess: () => toast.success('Date override removed'),
                onError: (error) =>
                  toast.error('Failed to remove the date override', {
                    description: errorMessage(error),
                  }),
              })
            }
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
