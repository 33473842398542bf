import { useState } from 'react';
import { toast } from 'sonner';
import { PLAN_STATUS_LABELS, type AppointmentNotes, type Plan } from '@contract/plans';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { usePatientCare, useSaveNotes } from '../api/care';
import { CheckInTable } from './check-in-table';
import { describeFrequency } from './today-practices';
import { PlanEditor } from './plan-editor';

export interface CareSession {
  id: string;
  title: string;
  scheduled_at: string;
}

/**
 * A patient's care as their practitioner sees it, on the patient page: the plans (with
 * adherence: practices done against due over 28 days), a new plan (from a template), the last
 * check-ins, and notes per session (private, or a summary the patient sees in their history).
 */
export function PatientCare({
  patientId,
  sessions,
}: {
  patientId: string;
  sessions: CareSession[];
}) {
  const care = usePatientCare(patientId);
  const [editing, setEditing] = useState<'new' | string | null>(null);
  if (care.isPending) return <Spinner label="Loading the patient's care" />;
  if (care.isError) return <LoadError />;
  const { plans, check_ins: checkIns, notes } = care.data;
  const notesById = new Map(notes.map((note) => [note.appointment_id, note]));
  return (
    <>
      <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
            Wellness plans
          </h2>
          {editing === null ? <Button onClick={() => setEditing('new')}>New plan</Button> : null}
        </div>
        {editing === 'new' ? (
          <PlanEditor target={{ kind: 'plan', patientId }} onDone={() => setEditing(null)} />
        ) : null}
        {plans.length ? (
          plans.map((plan) =>
            editing === plan.id ? (
              <PlanEditor
                key={plan.id}
                target={{ kind: 'plan', patientId, plan }}
                onDone={() => setEditing(null)}
              />
            ) : (
              <PlanAdherence key={plan.id} plan={plan} onEdit={() => setEditing(plan.id)} />
            ),
          )
        ) : (
          <p className="text-slate-700">No plans yet.</p>
        )}
      </section>
      <section aria-labelledby="check-ins-heading" className="flex flex-col gap-2">
        <h2 id="check-ins-heading" className="text-lg font-semibold text-slate-900">
          Check-ins (last 12 weeks)
        </h2>
        {checkIns.length ? (
          <div className="max-w-xl">
            <CheckInTable
              items={[...checkIns].reverse()}
              caption="Latest first (1 low, 5 high)"
              withNotes
            />
          </div>
        ) : (
          <p className="text-slate-700">No check-ins in the last 12 weeks.</p>
        )}
      </section>
      <section aria-labelledby="notes-heading" className="flex flex-col gap-3">
        <h2 id="notes-heading" className="text-lg font-semibold text-slate-900">
          Session notes
        </h2>
        {sessions.length ? (
          sessions.map((session) => (
            <NotesEditor
              key={session.id}
              patientId={patientId}
              session={session}
              notes={notesById.get(session.id)}
            />
          ))
        ) : (
          <p className="text-slate-700">No sessions yet.</p>
        )}
      </section>
    </>
  );
}

function PlanAdherence({ plan, onEdit }: { plan: Plan; onEdit: () => void }) {
  const display = useDisplayZone();
  return (
    <article
      aria-label={plan.title}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{plan.title}</h3>
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit {plan.title}
        </Button>
      </div>
      <p className="text-sm text-slate-700">
        {PLAN_STATUS_LABELS[plan.status]} · version {plan.version} · updated{' '}
        {formatDateTime(plan.updated_at, display)}
      </p>
      {plan.practices.length ? (
        <table className="w-full text-left text-sm">
          <caption className="text-left text-slate-700">Adherence, last 28 days</caption>
          <thead>
            <tr className="text-slate-700">
              <th scope="col">Practice</th>
              <th scope="col">Done / due</th>
              <th scope="col">Streak</th>
            </tr>
          </thead>
          <tbody>
            {plan.practices.map((practice) => (
              <tr key={practice.id} className="border-t border-slate-200 text-slate-900">
                <th scope="row" className="font-normal">
                  {practice.title} ({describeFrequency(practice)})
                </th>
                <td>
                  {practice.done} / {practice.due}
                </td>
                <td>{practice.streak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}

function NotesEditor({
  patientId,
  session,
  notes,
}: {
  patientId: string;
  session: CareSession;
  notes: AppointmentNotes | undefined;
}) {
  const display = useDisplayZone();
  const [privateNote, setPrivateNote] = useState(notes?.private_note ?? '');
  const [shared, setShared] = useState(notes?.shared_summary ?? '');
  const save = useSaveNotes(session.id, patientId);
  const label = `${session.title}, ${formatDateTime(session.scheduled_at, display)}`;
  return (
    <form
      aria-label={`Notes on ${label}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { private_note: privateNote || null, shared_summary: shared || null },
          {
            onSuccess: () => toast.success('Notes saved'),
            onError: (error) => toast.error(errorMessage(error)),
          },
        );
      }}
    >
      <p className="font-medium text-slate-900">{label}</p>
      <label className="flex flex-col gap-1 text-sm text-slate-900">
        Private note (only you see it)
        <Textarea
          maxLength={10000}
          value={privateNote}
          onChange={(event) => setPrivateNote(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-900">
        Shared summary (the patient sees it in their history)
        <Textarea
          maxLength={4000}
          value={shared}
          onChange={(event) => setShared(event.target.value)}
        />
      </label>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save notes
        </Button>
      </div>
    </form>
  );
}
