import { toast } from 'sonner';
import type { Plan } from '@contract/plans';
import { errorMessage } from '@/lib/api-client';
import { useTickPractice } from '../api/get-plans';

const describeFrequency = (practice: Plan['practices'][number]) =>
  practice.frequency === 'daily'
    ? 'Every day'
    : practice.frequency === 'weekly'
      ? `${practice.times_per_week} times a week`
      : `On ${(practice.weekdays ?? [])
          .map((day) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day])
          .join(', ')}`;

/** Today's practices of the active plans as a checklist, each with its streak. */
export function TodayPractices({ plans }: { plans: Plan[] }) {
  const tick = useTickPractice();
  const items = plans.flatMap((plan) =>
    plan.practices
      .filter((practice) => practice.due_today || practice.done_today)
      .map((practice) => ({ plan, practice })),
  );
  if (!items.length) return <p className="text-slate-700">No practices due today.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map(({ plan, practice }) => {
        const id = `practice-${practice.id}`;
        return (
          <li
            key={practice.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <input
              id={id}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={practice.done_today}
              disabled={tick.isPending}
              onChange={(event) =>
                tick.mutate(
                  {
                    planId: plan.id,
                    practiceId: practice.id,
                    date: plan.today,
                    done: event.target.checked,
                  },
                  { onError: (error) => toast.error(errorMessage(error)) },
                )
              }
            />
            <label htmlFor={id} className="flex-1 font-medium text-slate-900">
              {practice.title}
              <span className="block text-sm font-normal text-slate-700">
                {describeFrequency(practice)}
                {practice.time_of_day ? ` at ${practice.time_of_day}` : ''} · {plan.title}
              </span>
            </label>
            <span className="text-sm text-slate-700">
              Streak: {practice.streak} {practice.frequency === 'weekly' ? 'weeks' : 'days'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export { describeFrequency };
