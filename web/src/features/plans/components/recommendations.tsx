import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateMedication } from '@contract/medications';
import { RECOMMENDATION_KIND_LABELS, type Recommendation } from '@contract/plans';
import { medicationKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { usePlans } from '../api/get-plans';

/** A recommendation as a medication of the patient's own list, reminded daily at 09:00 (editable there). */
const asMedication = (item: Recommendation, today: string): CreateMedication => ({
  name: item.name.slice(0, 100),
  dose: item.dose,
  notes: [item.schedule, item.notes].filter(Boolean).join(' — ').slice(0, 1000) || null,
  times: ['09:00'],
  days_of_week: [0, 1, 2, 3, 4, 5, 6],
  start_date: today,
  reminders: true,
});

/**
 * The practitioners' recommendations from the active plans, beside the patient's own
 * medications; "Remind me" adds one to that list with a daily reminder (through the medications
 * API, like the patient's own form).
 */
export function PlanRecommendations() {
  const plans = usePlans();
  const queryClient = useQueryClient();
  const remind = useMutation({
    mutationFn: (body: CreateMedication) =>
      apiFetch('/api/me/medications', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicationKeys.all }),
  });
  const items =
    plans.data?.items
      .filter((plan) => plan.status === 'active')
      .flatMap((plan) =>
        plan.recommendations.map((item, index) => ({ plan, item, key: `${plan.id}-${index}` })),
      ) ?? [];
  return (
    <section aria-labelledby="recommendations-heading" className="flex flex-col gap-3">
      <h2 id="recommendations-heading" className="text-lg font-semibold text-slate-900">
        Recommendations from your practitioners
      </h2>
      <p className="text-sm text-slate-700">
        Suggestions from your wellness plans, not medical prescriptions.
      </p>
      {plans.isPending ? (
        <Spinner label="Loading recommendations" />
      ) : plans.isError ? (
        <LoadError />
      ) : items.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map(({ plan, item, key }) => (
            <li key={key} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
              <p className="font-medium text-slate-900">
                {item.name}
                {item.dose ? `, ${item.dose}` : ''}
              </p>
              <p className="text-sm text-slate-700">
                {RECOMMENDATION_KIND_LABELS[item.kind]} · {plan.healer.name} · {plan.title}
                {item.schedule ? ` · ${item.schedule}` : ''}
              </p>
              {item.notes ? <p className="text-sm text-slate-900">{item.notes}</p> : null}
              <div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remind.isPending}
                  aria-label={`Remind me: ${item.name}`}
                  onClick={() =>
                    remind.mutate(asMedication(item, plan.today), {
                      onSuccess: () =>
                        toast.success(
                          `${item.name} added to your medications with a daily reminder at 09:00`,
                        ),
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  Remind me
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No recommendations in your active plans.</p>
      )}
    </section>
  );
}
