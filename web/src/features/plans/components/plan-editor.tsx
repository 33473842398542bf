import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  PLAN_STATUSES,
  PLAN_STATUS_LABELS,
  PRACTICE_FREQUENCIES,
  RECOMMENDATION_KINDS,
  RECOMMENDATION_KIND_LABELS,
  type Plan,
  type PlanStatus,
  type PlanTemplate,
  type PracticeFrequency,
  type RecommendationKind,
} from '@contract/plans';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useSavePlan, useSaveTemplate, useTemplates } from '../api/care';

interface PracticeDraft {
  id?: string;
  title: string;
  frequency: PracticeFrequency;
  times_per_week: number;
  weekdays: string;
  time_of_day: string;
}
interface Draft {
  title: string;
  summary: string;
  status: PlanStatus;
  goals: Array<{ title: string; target: string }>;
  practices: PracticeDraft[];
  recommendations: Array<{
    kind: RecommendationKind;
    name: string;
    dose: string;
    schedule: string;
  }>;
  resources: Array<{ title: string; url: string }>;
}

const FREQUENCY_LABELS: Record<PracticeFrequency, string> = {
  daily: 'Daily',
  weekly: 'Times a week',
  weekdays: 'On weekdays',
};
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const draftOf = (source: Plan | PlanTemplate | undefined, status: PlanStatus): Draft => ({
  title: source?.title ?? '',
  summary: source?.summary ?? '',
  status,
  goals: (source?.goals ?? []).map((goal) => ({ title: goal.title, target: goal.target ?? '' })),
  practices: (source?.practices ?? []).map((practice) => ({
    id: 'id' in practice ? String(practice.id) : undefined,
    title: practice.title,
    frequency: practice.frequency,
    times_per_week: practice.times_per_week ?? 3,
    weekdays: (practice.weekdays ?? []).map((day) => WEEKDAYS[day]).join(', '),
    time_of_day: practice.time_of_day ?? '',
  })),
  recommendations: (source?.recommendations ?? []).map((item) => ({
    kind: item.kind,
    name: item.name,
    dose: item.dose ?? '',
    schedule: item.schedule ?? '',
  })),
  resources: source?.resources ?? [],
});

const practiceBody = (practice: PracticeDraft, withId: boolean) => ({
  ...(withId && practice.id ? { id: practice.id } : {}),
  title: practice.title,
  frequency: practice.frequency,
  times_per_week: practice.frequency === 'weekly' ? practice.times_per_week : null,
  weekdays:
    practice.frequency === 'weekdays'
      ? practice.weekdays
          .split(/[,\s]+/)
          .map((name) => WEEKDAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase()))
          .filter((day) => day >= 0)
      : null,
  time_of_day: practice.time_of_day || null,
});

const contentOf = (draft: Draft, withIds: boolean) => ({
  title: draft.title,
  summary: draft.summary || null,
  goals: draft.goals.map((goal) => ({ title: goal.title, target: goal.target || null })),
  practices: draft.practices.map((practice) => practiceBody(practice, withIds)),
  recommendations: draft.recommendations.map((item) => ({
    kind: item.kind,
    name: item.name,
    dose: item.dose || null,
    schedule: item.schedule || null,
  })),
  resources: draft.resources,
});

/**
 * Writes a plan for a patient, or a new version of one: from a template or from scratch, with
 * goals, practices, recommendations and resources; "Save as template" keeps the content.
 */
export function PlanEditor({
  patientId,
  plan,
  onDone,
}: {
  patientId: string;
  plan?: Plan;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan, plan?.status ?? 'active'));
  const templates = useTemplates();
  const save = useSavePlan();
  const saveTemplate = useSaveTemplate();
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const edit = <K extends 'goals' | 'practices' | 'recommendations' | 'resources'>(
    key: K,
    index: number,
    change: Partial<Draft[K][number]>,
  ) =>
    setDraft((current) => ({
      ...current,
      [key]: current[key].map((item, at) => (at === index ? { ...item, ...change } : item)),
    }));
  const remove = (key: 'goals' | 'practices' | 'recommendations' | 'resources', index: number) =>
    setDraft((current) => ({ ...current, [key]: current[key].filter((_, at) => at !== index) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...contentOf(draft, Boolean(plan)), status: draft.status };
    save.mutate(plan ? { id: plan.id, body } : { body: { ...body, patient_id: patientId } }, {
      onSuccess: () => {
        toast.success(plan ? 'Plan updated' : 'Plan saved');
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  const keepAsTemplate = () =>
    saveTemplate.mutate(
      { name: draft.title || 'Template', ...contentOf(draft, false) },
      {
        onSuccess: () => toast.success('Template saved'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <form
      onSubmit={submit}
      aria-label={plan ? `Edit ${plan.title}` : 'New plan'}
      className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      {!plan && templates.data?.items.length ? (
        <label className="flex flex-col gap-1 font-medium text-slate-900">
          Start from a template
          <select
            className="h-10 rounded-md border border-slate-300 bg-white px-2"
            defaultValue=""
            onChange={(event) => {
              const template = templates.data.items.find((item) => item.id === event.target.value);
              if (template) setDraft(draftOf(template, draft.status));
            }}
          >
            <option value="">No template</option>
            {templates.data.items.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex flex-col gap-1 font-medium text-slate-900">
        Title
        <Input
          required
          maxLength={200}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 font-medium text-slate-900">
        Summary
        <Textarea
          maxLength={4000}
          value={draft.summary}
          onChange={(e) => set({ summary: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 font-medium text-slate-900">
        Status
        <select
          className="h-10 rounded-md border border-slate-300 bg-white px-2"
          value={draft.status}
          onChange={(e) => set({ status: e.target.value as PlanStatus })}
        >
          {PLAN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PLAN_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-slate-900">Practices</legend>
        {draft.practices.map((practice, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm">
              Practice {index + 1}
              <Input
                required
                value={practice.title}
                onChange={(e) => edit('practices', index, { title: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-sm">
              Frequency
              <select
                className="h-10 rounded-md border border-slate-300 bg-white px-2"
                value={practice.frequency}
                onChange={(e) =>
                  edit('practices', index, { frequency: e.target.value as PracticeFrequency })
                }
              >
                {PRACTICE_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {FREQUENCY_LABELS[frequency]}
                  </option>
                ))}
              </select>
            </label>
            {practice.frequency === 'weekly' ? (
              <label className="flex flex-col text-sm">
                Times a week
                <Input
                  type="number"
                  min={1}
                  max={7}
                  value={practice.times_per_week}
                  onChange={(e) =>
                    edit('practices', index, { times_per_week: Number(e.target.value) })
                  }
                />
              </label>
            ) : null}
            {practice.frequency === 'weekdays' ? (
              <label className="flex flex-col text-sm">
                Weekdays (e.g. Mon, Wed)
                <Input
                  value={practice.weekdays}
                  onChange={(e) => edit('practices', index, { weekdays: e.target.value })}
                />
              </label>
            ) : null}
            <label className="flex flex-col text-sm">
              Time of day (optional)
              <Input
                type="time"
                value={practice.time_of_day}
                onChange={(e) => edit('practices', index, { time_of_day: e.target.value })}
              />
            </label>
            <Button type="button" variant="ghost" onClick={() => remove('practices', index)}>
              Remove practice {index + 1}
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              set({
                practices: [
                  ...draft.practices,
                  {
                    title: '',
                    frequency: 'daily',
                    times_per_week: 3,
                    weekdays: '',
                    time_of_day: '',
                  },
                ],
              })
            }
          >
            Add practice
          </Button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-slate-900">Goals</legend>
        {draft.goals.map((goal, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm">
              Goal {index + 1}
              <Input
                required
                value={goal.title}
                onChange={(e) => edit('goals', index, { title: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-sm">
              Target
              <Input
                value={goal.target}
                onChange={(e) => edit('goals', index, { target: e.target.value })}
              />
            </label>
            <Button type="button" variant="ghost" onClick={() => remove('goals', index)}>
              Remove goal {index + 1}
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => set({ goals: [...draft.goals, { title: '', target: '' }] })}
          >
            Add goal
          </Button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-slate-900">
          Recommendations (not prescriptions)
        </legend>
        {draft.recommendations.map((item, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm">
              Kind
              <select
                className="h-10 rounded-md border border-slate-300 bg-white px-2"
                value={item.kind}
                onChange={(e) =>
                  edit('recommendations', index, { kind: e.target.value as RecommendationKind })
                }
              >
                {RECOMMENDATION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {RECOMMENDATION_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col text-sm">
              Recommendation {index + 1}
              <Input
                required
                value={item.name}
                onChange={(e) => edit('recommendations', index, { name: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-sm">
              Dose
              <Input
                value={item.dose}
                onChange={(e) => edit('recommendations', index, { dose: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-sm">
              Schedule
              <Input
                value={item.schedule}
                onChange={(e) => edit('recommendations', index, { schedule: e.target.value })}
              />
            </label>
            <Button type="button" variant="ghost" onClick={() => remove('recommendations', index)}>
              Remove recommendation {index + 1}
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              set({
                recommendations: [
                  ...draft.recommendations,
                  { kind: 'supplement', name: '', dose: '', schedule: '' },
                ],
              })
            }
          >
            Add recommendation
          </Button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-slate-900">Resources</legend>
        {draft.resources.map((resource, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm">
              Resource {index + 1}
              <Input
                required
                value={resource.title}
                onChange={(e) => edit('resources', index, { title: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-sm">
              Link
              <Input
                required
                type="url"
                value={resource.url}
                onChange={(e) => edit('resources', index, { url: e.target.value })}
              />
            </label>
            <Button type="button" variant="ghost" onClick={() => remove('resources', index)}>
              Remove resource {index + 1}
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => set({ resources: [...draft.resources, { title: '', url: '' }] })}
          >
            Add resource
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {plan ? 'Save new version' : 'Save plan'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={saveTemplate.isPending || !draft.title}
          onClick={keepAsTemplate}
        >
          Save as template
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
