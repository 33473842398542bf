import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  PLAN_LIMITS,
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
const SELECT = 'h-10 rounded-md border border-slate-300 bg-white px-2';
const NEW_PRACTICE: PracticeDraft = {
  title: '',
  frequency: 'daily',
  times_per_week: 3,
  weekdays: '',
  time_of_day: '',
};

/** A labelled text input of the editor's rows. */
function TextInput({
  label,
  onValue,
  ...props
}: Omit<ComponentProps<typeof Input>, 'onChange'> & {
  label: string;
  onValue: (value: string) => void;
}) {
  return (
    <label className="flex flex-col text-sm">
      {label}
      <Input {...props} onChange={(event) => onValue(event.target.value)} />
    </label>
  );
}

/** One of the plan's lists: a row per item (with its Remove button) and an Add button. */
function ListFieldset({
  legend,
  noun,
  count,
  onAdd,
  onRemove,
  children,
}: {
  legend: string;
  noun: string;
  count: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          {children(index)}
          <Button type="button" variant="ghost" onClick={() => onRemove(index)}>
            Remove {noun} {index + 1}
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          Add {noun}
        </Button>
      </div>
    </fieldset>
  );
}

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

const formLabel = (target: EditorTarget) =>
  target.kind === 'template'
    ? target.template
      ? `Edit template ${target.template.name}`
      : 'New template'
    : target.plan
      ? `Edit ${target.plan.title}`
      : 'New plan';

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

/** What the editor writes: a patient's plan (new, or a new version), or a template of the healer's. */
export type EditorTarget =
  { kind: 'plan'; patientId: string; plan?: Plan } | { kind: 'template'; template?: PlanTemplate };

/**
 * Writes a plan for a patient, or a new version of one: from a template or from scratch, with
 * goals, practices, recommendations and resources; "Save as template" keeps the content. The same
 * form writes a template itself (its name instead of a status), from the templates page.
 */
export function PlanEditor({ target, onDone }: { target: EditorTarget; onDone: () => void }) {
  const plan = target.kind === 'plan' ? target.plan : undefined;
  const template = target.kind === 'template' ? target.template : undefined;
  const [draft, setDraft] = useState<Draft>(() =>
    draftOf(plan ?? template, plan?.status ?? 'active'),
  );
  const [templateName, setTemplateName] = useState(template?.name ?? '');
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
    if (target.kind === 'template') {
      saveTemplate.mutate(
        { id: template?.id, body: { name: templateName, ...contentOf(draft, false) } },
        {
          onSuccess: () => {
            toast.success('Template saved');
            onDone();
          },
          onError: (error) => toast.error(errorMessage(error)),
        },
      );
      return;
    }
    const body = { ...contentOf(draft, Boolean(plan)), status: draft.status };
    save.mutate(
      plan ? { id: plan.id, body } : { body: { ...body, patient_id: target.patientId } },
      {
        onSuccess: () => {
          toast.success(plan ? 'Plan updated' : 'Plan saved');
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  const keepAsTemplate = () =>
    saveTemplate.mutate(
      { body: { name: draft.title || 'Template', ...contentOf(draft, false) } },
      {
        onSuccess: () => toast.success('Template saved'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <form
      onSubmit={submit}
      aria-label={formLabel(target)}
      className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      {target.kind === 'template' ? (
        <label className="flex flex-col gap-1 font-medium text-slate-900">
          Template name
          <Input
            required
            maxLength={PLAN_LIMITS.templateName}
            value={templateName}
            onChange={(e) => setTemplateName(e.target.value)}
          />
        </label>
      ) : null}
      {target.kind === 'plan' && !plan && templates.data?.items.length ? (
        <label className="flex flex-col gap-1 font-medium text-slate-900">
          Start from a template
          <select
            className={SELECT}
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
      {target.kind === 'plan' ? (
        <label className="flex flex-col gap-1 font-medium text-slate-900">
          Status
          <select
            className={SELECT}
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
      ) : null}

      <ListFieldset
        legend="Practices"
        noun="practice"
        count={draft.practices.length}
        onAdd={() => set({ practices: [...draft.practices, NEW_PRACTICE] })}
        onRemove={(index) => remove('practices', index)}
      >
        {(index) => {
          const practice = draft.practices[index]!;
          const change = (value: Partial<PracticeDraft>) => edit('practices', index, value);
          return (
            <>
              <TextInput
                label={`Practice ${index + 1}`}
                required
                value={practice.title}
                onValue={(title) => change({ title })}
              />
              <label className="flex flex-col text-sm">
                Frequency
                <select
                  className={SELECT}
                  value={practice.frequency}
                  onChange={(e) => change({ frequency: e.target.value as PracticeFrequency })}
                >
                  {PRACTICE_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {FREQUENCY_LABELS[frequency]}
                    </option>
                  ))}
                </select>
              </label>
              {practice.frequency === 'weekly' ? (
                <TextInput
                  label="Times a week"
                  type="number"
                  min={1}
                  max={7}
                  value={String(practice.times_per_week)}
                  onValue={(value) => change({ times_per_week: Number(value) })}
                />
              ) : null}
              {practice.frequency === 'weekdays' ? (
                <TextInput
                  label="Weekdays (e.g. Mon, Wed)"
                  value={practice.weekdays}
                  onValue={(weekdays) => change({ weekdays })}
                />
              ) : null}
              <TextInput
                label="Time of day (optional)"
                type="time"
                value={practice.time_of_day}
                onValue={(time_of_day) => change({ time_of_day })}
              />
            </>
          );
        }}
      </ListFieldset>

      <ListFieldset
        legend="Goals"
        noun="goal"
        count={draft.goals.length}
        onAdd={() => set({ goals: [...draft.goals, { title: '', target: '' }] })}
        onRemove={(index) => remove('goals', index)}
      >
        {(index) => (
          <>
            <TextInput
              label={`Goal ${index + 1}`}
              required
              value={draft.goals[index]!.title}
              onValue={(title) => edit('goals', index, { title })}
            />
            <TextInput
              label="Target"
              value={draft.goals[index]!.target}
              onValue={(target) => edit('goals', index, { target })}
            />
          </>
        )}
      </ListFieldset>

      <ListFieldset
        legend="Recommendations (not prescriptions)"
        noun="recommendation"
        count={draft.recommendations.length}
        onAdd={() =>
          set({
            recommendations: [
              ...draft.recommendations,
              { kind: 'supplement', name: '', dose: '', schedule: '' },
            ],
          })
        }
        onRemove={(index) => remove('recommendations', index)}
      >
        {(index) => {
          const item = draft.recommendations[index]!;
          return (
            <>
              <label className="flex flex-col text-sm">
                Kind
                <select
                  className={SELECT}
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
              <TextInput
                label={`Recommendation ${index + 1}`}
                required
                value={item.name}
                onValue={(name) => edit('recommendations', index, { name })}
              />
              <TextInput
                label="Dose"
                value={item.dose}
                onValue={(dose) => edit('recommendations', index, { dose })}
              />
              <TextInput
                label="Schedule"
                value={item.schedule}
                onValue={(schedule) => edit('recommendations', index, { schedule })}
              />
            </>
          );
        }}
      </ListFieldset>

      <ListFieldset
        legend="Resources"
        noun="resource"
        count={draft.resources.length}
        onAdd={() => set({ resources: [...draft.resources, { title: '', url: '' }] })}
        onRemove={(index) => remove('resources', index)}
      >
        {(index) => (
          <>
            <TextInput
              label={`Resource ${index + 1}`}
              required
              value={draft.resources[index]!.title}
              onValue={(title) => edit('resources', index, { title })}
            />
            <TextInput
              label="Link"
              required
              type="url"
              value={draft.resources[index]!.url}
              onValue={(url) => edit('resources', index, { url })}
            />
          </>
        )}
      </ListFieldset>

      <div className="flex flex-wrap gap-2">
        {target.kind === 'template' ? (
          <Button type="submit" disabled={saveTemplate.isPending}>
            Save template
          </Button>
        ) : (
          <>
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
          </>
        )}
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
