import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AvailabilityWeek } from '@contract/availability';
import { useCurrentUser } from '@/api/get-current-user';
import { useHealerSessionTypes } from '@/api/get-healer-session-types';
import { useMyAvailability } from '@/api/get-my-availability';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes-prompt';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSaveAvailability } from '../api/save-availability';
import { DayBlock } from '../components/day-block';
import { useWeekDraft } from '../hooks/use-week-draft';
import { useMyOverrides } from '../api/overrides';
import { OverrideForm } from '../components/override-form';
import { OverrideList } from '../components/override-list';
import { ScheduleCalendar } from '../components/schedule-calendar';
import { dateIn } from '@/lib/zoned-date';

const DAYS = [0, 1, 2, 3, 4, 5, 6];

export default function AvailabilityPage() {
  usePageMeta('Availability', 'Set the weekly hours in which patients can book sessions with you.');
  const availability = useMyAvailability();

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Availability</h1>
      <p className="mt-2 text-slate-700">
        Set the weekly hours in which patients can book sessions with you, the dates that differ,
        and see your coming weeks.
      </p>
      {availability.isPending ? (
        <Spinner label="Loading availability" />
      ) : availability.isError ? (
        <FetchFailed onRetry={() => void availability.refetch()} />
      ) : (
        <>
          <WeekEditor week={availability.data} />
          <DateOverrides timezone={availability.data.timezone} />
          <section aria-labelledby="calendar-heading" className="mt-10 grid gap-3">
            <h2 id="calendar-heading" className="text-2xl font-semibold">
              Your coming weeks
            </h2>
            <ScheduleCalendar timezone={availability.data.timezone} />
          </section>
        </>
      )}
    </section>
  );
}

function DateOverrides({ timezone }: { timezone: string }) {
  const overrides = useMyOverrides();
  return (
    <section aria-labelledby="overrides-heading" className="mt-10 grid gap-4">
      <div>
        <h2 id="overrides-heading" className="text-2xl font-semibold">
          Time off and special hours
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Dates in {timezone}. On these dates your weekly hours do not apply.
        </p>
      </div>
      {overrides.isPending ? (
        <Spinner label="Loading date overrides" />
      ) : overrides.isError ? (
        <p className="text-sm text-red-700">Your date overrides could not be loaded.</p>
      ) : (
        <OverrideList overrides={overrides.data.items} />
      )}
      <OverrideForm today={dateIn(timezone)} timezone={timezone} />
    </section>
  );
}

function FetchFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="mt-8 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p>Failed to fetch availability</p>
      <Button type="button" variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The shortest session patients can book with the healer: no window may be shorter. */
function useShortestSession(): number | undefined {
  const { data: currentUser } = useCurrentUser();
  const types = useHealerSessionTypes(currentUser?.user.id);
  const lengths = types.data?.items.map((type) => type.duration_minutes) ?? [];
  return lengths.length ? Math.min(...lengths) : undefined;
}

function WeekEditor({ week }: { week: AvailabilityWeek }) {
  const draft = useWeekDraft(week.windows);
  const save = useSaveAvailability();
  const shortest = useShortestSession();

  const onSave = () => {
    // Until the session types are known the server's check (the same rule) is the last word.
    const { windows, messages } = draft.prepare(shortest ?? 15);
    const failure = windows.some((window) => !window.id)
      ? 'Failed to save new time slots'
      : 'Failed to update time slots';
    if (messages.length) {
      toast.error(failure, { description: messages[0] });
      return;
    }
    save.mutate(
      { windows },
      {
        onSuccess: (saved) => {
          draft.reset(saved.windows);
          toast.success('Availability saved successfully!');
        },
        onError: (error) => toast.error(failure, { description: errorMessage(error) }),
      },
    );
  };

  return (
    <div>
      <p className="mt-4 flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Globe aria-hidden="true" className="size-4" />
        <span>
          Times are in your time zone, <strong>{week.timezone}</strong>.
        </span>
        <Link to="/healer-profile" className="font-medium text-brand-800 underline">
          Change your time zone in your profile
        </Link>
      </p>
      <UnsavedChangesPrompt dirty={draft.dirty} />
      {shortest ? (
        <p className="mt-3 text-sm text-slate-700">
          Each window must hold your shortest session ({shortest} min). Changes, removals too, apply
          when you save.
        </p>
      ) : null}
      <div className="mt-6 grid gap-4">
        {DAYS.map((day) => (
          <DayBlock
            key={day}
            day={day}
            rows={draft.rows.filter((row) => row.day_of_week === day)}
            problems={draft.problems}
            onAdd={() => draft.add(day)}
            onChange={draft.update}
            onDelete={(row) => draft.remove(row.key)}
          />
        ))}
      </div>
      <div className="sticky bottom-0 mt-6 flex items-center justify-end gap-4 border-t border-slate-200 bg-white/95 py-4">
        {draft.dirty && <p className="text-sm text-slate-700">You have unsaved changes</p>}
        <Button type="button" onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}
