import { Link } from 'react-router';
import { ADMIN_ACTION_LABELS, type AdminOverview } from '@contract/admin';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useAudit } from '../api/get-audit';
import { useOverview } from '../api/get-overview';
import { AdminPage, QueryState } from '../components/admin-page';
import { SERIES, WeeklyChart } from '../components/weekly-chart';

const WEEKS = 12;

const TOTALS: Array<{ key: keyof AdminOverview['totals']; label: string; to?: string }> = [
  { key: 'users', label: 'Accounts', to: '/admin/users' },
  { key: 'healers', label: 'Healers' },
  { key: 'verified_healers', label: 'Verified healers' },
  { key: 'pending_verifications', label: 'Waiting for verification', to: '/admin/verifications' },
  { key: 'open_reports', label: 'Reported reviews', to: '/admin/reports' },
  { key: 'suspended_users', label: 'Suspended accounts' },
];

/** docs/product.md, Admin console: the headline figures, weekly activity and recent actions. */
export default function AdminOverviewPage() {
  const overview = useOverview(WEEKS);
  return (
    <AdminPage title="Overview" description="How the marketplace is doing, week by week.">
      <QueryState
        isPending={overview.isPending}
        isError={overview.isError}
        loadingLabel="Loading the overview"
      >
        {() => <OverviewFigures overview={overview.data!} />}
      </QueryState>
      <RecentActions />
    </AdminPage>
  );
}

function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const display = useDisplayZone();
  return (
    <>
      <ul aria-label="Totals" className="grid gap-4 sm:grid-cols-3">
        {TOTALS.map(({ key, label, to }) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-700">
              {to ? (
                <Link to={to} className="text-brand-700 hover:underline">
                  {label}
                </Link>
              ) : (
                label
              )}
            </p>
            <p className="text-2xl font-bold text-slate-900">{overview.totals[key]}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
        <h2 id="activity-heading" className="text-xl font-semibold text-slate-900">
          Weekly activity (last {WEEKS} weeks)
        </h2>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <WeeklyChart weeks={overview.weeks} />
        </div>
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Weekly activity</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Week of
                </th>
                {SERIES.map((series) => (
                  <th key={series.key} scope="col" className="px-4 py-2 text-right">
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...overview.weeks].reverse().map((week) => (
                <tr key={week.week_start}>
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                    {formatDate(`${week.week_start}T12:00:00Z`, display)}
                  </th>
                  {SERIES.map((series) => (
                    <td key={series.key} className="px-4 py-2 text-right text-slate-800">
                      {week[series.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

function RecentActions() {
  const display = useDisplayZone();
  const audit = useAudit();
  const recent = audit.data?.pages[0]?.items.slice(0, 5) ?? [];
  return (
    <section aria-labelledby="recent-heading" className="flex flex-col gap-3">
      <h2 id="recent-heading" className="text-xl font-semibold text-slate-900">
        Recent admin actions
      </h2>
      {audit.isPending ? null : recent.length === 0 ? (
        <p className="text-slate-700">No admin actions yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {recent.map((entry) => (
            <li key={entry.id} className="text-sm text-slate-800">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, display)}</time> ·{' '}
              {ADMIN_ACTION_LABELS[entry.action]}: {entry.target_label ?? entry.target_id} (
              {entry.actor_email ?? 'system'})
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin/audit" className="text-sm font-medium text-brand-700 hover:underline">
        The whole audit log
      </Link>
    </section>
  );
}
