import { useState } from 'react';
import { toast } from 'sonner';
import type { PlanTemplate } from '@contract/plans';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useDeleteTemplate, useTemplates } from '../api/care';
import { PlanEditor } from '../components/plan-editor';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * /healer-dashboard/plan-templates: the plans a healer starts from, kept with "Save as template"
 * or written here; each edited in the plan's own form (its name instead of a status) or removed.
 * Plans already started from a template keep their content.
 */
export default function PlanTemplatesPage() {
  usePageMeta('Plan templates', 'The wellness plan templates you start plans from.');
  const templates = useTemplates();
  // 'new', a template's id, or null: at most one form open at a time.
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Plan templates</h1>
          <p className="mt-1 text-slate-700">
            Start a client’s wellness plan from one of these. Changing a template leaves the plans
            already made from it as they are.
          </p>
        </div>
        {editing === null ? <Button onClick={() => setEditing('new')}>New template</Button> : null}
      </div>
      {editing === 'new' ? (
        <PlanEditor target={{ kind: 'template' }} onDone={() => setEditing(null)} />
      ) : null}
      {templates.isPending ? (
        <Spinner label="Loading your templates" />
      ) : templates.isError ? (
        <LoadError />
      ) : templates.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
          No templates yet. Write one here, or use “Save as template” while writing a client’s plan.
        </p>
      ) : (
        <ul aria-label="Your templates" className="flex flex-col gap-3">
          {templates.data.items.map((template) =>
            editing === template.id ? (
              <li key={template.id}>
                <PlanEditor
                  target={{ kind: 'template', template }}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <TemplateRow
                key={template.id}
                template={template}
                onEdit={editing === null ? () => setEditing(template.id) : undefined}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/** A template's name, what it holds, and its Edit and Remove buttons. */
function TemplateRow({ template, onEdit }: { template: PlanTemplate; onEdit?: () => void }) {
  const remove = useDeleteTemplate();
  const [confirming, setConfirming] = useState(false);
  const holds = [
    count(template.practices.length, 'practice'),
    count(template.goals.length, 'goal'),
    count(template.recommendations.length, 'recommendation'),
    count(template.resources.length, 'resource'),
  ].join(' · ');
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-slate-900">{template.name}</h2>
        <p className="text-sm text-slate-700">
          {template.title === template.name ? '' : `${template.title} · `}
          {holds}
        </p>
      </div>
      <Button variant="outline" size="sm" disabled={!onEdit} onClick={onEdit}>
        Edit<span className="sr-only"> {template.name}</span>
      </Button>
      <FormDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button variant="ghost" size="sm">
            Remove<span className="sr-only"> {template.name}</span>
          </Button>
        }
        title={`Remove ${template.name}?`}
        description="Plans already started from it keep their content."
        onSubmit={() =>
          remove.mutate(template.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Template removed');
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
        dismissLabel="Keep it"
        submitLabel="Remove template"
        pendingLabel="Removing..."
        submitVariant="destructive"
        pending={remove.isPending}
      />
    </li>
  );
}
