import { lazy, Suspense, useState } from 'react';
import {
  RECOMMENDATION_KIND_LABELS,
  type CheckInList,
  type Plan,
  type PlanVersion,
} from '@contract/plans';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCheckIns, usePlans, usePlanVersions } from '../api/get-plans';
import { CheckInForm } from '../components/check-in-form';
import { CheckInTable } from '../components/check-in-table';
import { TodayPractices } from '../components/today-practices';

// uPlot is loaded with the chart only, not with the page.
const CheckInChart = lazy(() => import('../components/check-in-chart'));

/**
 * /patient-dashboard/wellness: the plans practitioners shared (live: a new or changed plan shows
 * without a reload), today's practices to tick off with their streaks, the weekly check-in and
 * the last 12 weeks' check-ins on a chart.
 */
export default function WellnessPage() {
  usePageMeta('Wellness plans', 'Your wellness plans, practices and weekly check-ins.');
  const plans = usePlans();
  const checkIns = useCheckIns();
  const active = plans.data?.items.filter((plan) => plan.status === 'active') ?? [];
  const others = plans.data?.items.filter((plan) => plan.status !== 'active') ?? [];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Wellness plans</h1>
        <p className="mt-1 text-slate-700">
          Plans your practitioners put together for you, today’s practices and your weekly check-in.
        </p>
      </div>
      {plans.isPending ? (
        <Spinner label="Loading your plans" />
      ) : plans.isError ? (
        <LoadError />
      ) : (
        <>
          <section aria-labelledby="today-heading" className="flex flex-col gap-3">
            <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
              Today’s practices
            </h2>
            <TodayPractices plans={active} />
          </section>
          <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
            <h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
              Your plans
            </h2>
            {plans.data.items.length ? (
              [...active, ...others].map((plan) => <PlanCard key={plan.id} plan={plan} />)
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
                You have no wellness plans yet. After a session, your practitioner can share one
                with you here.
              </p>
            )}
          </section>
        </>
      )}
      <section aria-labelledby="check-in-heading" className="flex flex-col gap-3">
        <h2 id="check-in-heading" className="text-lg font-semibold text-slate-900">
          Weekly check-in
        </h2>
        {checkIns.isPending ? (
          <Spinner label="Loading your check-ins" />
        ) : checkIns.isError ? (
          <LoadError />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <CheckInForm
              key={checkIns.data.items.at(-1)?.updated_at ?? 'new'}
              list={checkIns.data}
            />
            <CheckInHistory list={checkIns.data} />
          </div>
        )}
      </section>
    </div>
  );
}

function CheckInHistory({ list }: { list: CheckInList }) {
  if (!list.items.length)
    return <p className="text-slate-700">Your check-ins of the last 12 weeks will show here.</p>;
  return (
    <div className="flex flex-col gap-3">
      <Suspense fallback={<Spinner label="Loading the chart" />}>
        <CheckInChart list={list} />
      </Suspense>
      <CheckInTable items={list.items} caption="Check-ins of the last 12 weeks (1 low, 5 high)" />
    </div>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const display = useDisplayZone();
  const [showVersions, setShowVersions] = useState(false);
  const versions = usePlanVersions(plan.id, showVersions);
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <header>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.title}
        </h3>
        <p className="text-sm text-slate-700">
          From {plan.healer.name} · {plan.status} · version {plan.version}, updated{' '}
          {formatDateTime(plan.updated_at, display)}
        </p>
      </header>
      {plan.summary ? <p className="whitespace-pre-line text-slate-900">{plan.summary}</p> : null}
      {plan.goals.length ? (
        <div>
          <h4 className="font-medium text-slate-900">Goals</h4>
          <ul className="list-disc pl-5 text-slate-900">
            {plan.goals.map((goal, index) => (
              <li key={index}>
                {goal.title}
                {goal.target ? ` — ${goal.target}` : ''}
                {goal.due_date ? ` (by ${goal.due_date})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan.recommendations.length ? (
        <div>
          <h4 className="font-medium text-slate-900">Recommendations</h4>
          <ul className="list-disc pl-5 text-slate-900">
            {plan.recommendations.map((item, index) => (
              <li key={index}>
                {RECOMMENDATION_KIND_LABELS[item.kind]}: {item.name}
                {item.dose ? `, ${item.dose}` : ''}
                {item.schedule ? `, ${item.schedule}` : ''}
                {item.notes ? ` — ${item.notes}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan.resources.length ? (
        <div>
          <h4 className="font-medium text-slate-900">Resources</h4>
          <ul className="list-disc pl-5">
            {plan.resources.map((resource, index) => (
              <li key={index}>
                <a
                  href={resource.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="text-brand-700 underline"
                >
                  {resource.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan.version > 1 ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showVersions}
            onClick={() => setShowVersions((shown) => !shown)}
          >
            {showVersions ? 'Hide earlier versions' : 'See what changed'}
          </Button>
          {showVersions ? <VersionList versions={versions.data?.items} /> : null}
        </div>
      ) : null}
    </article>
  );
}

function VersionList({ versions }: { versions: PlanVersion[] | undefined }) {
  const display = useDisplayZone();
  if (!versions) return <Spinner label="Loading the versions" />;
  return (
    <ol className="mt-2 flex flex-col gap-2">
      {versions.map((version) => (
        <li key={version.version} className="rounded border border-slate-200 p-2 text-sm">
          <span className="font-medium text-slate-900">
            Version {version.version}, {formatDateTime(version.created_at, display)}:
          </span>{' '}
          {version.plan.title} —{' '}
          {version.plan.practices.map((practice) => practice.title).join(', ') || 'no practices'};{' '}
          {version.plan.goals.length} goals, {version.plan.recommendations.length} recommendations
        </li>
      ))}
    </ol>
  );
}
