import { ADMIN_ACTION_LABELS } from '@contract/admin';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useAudit } from '../api/get-audit';
import { AdminPage, QueryState } from '../components/admin-page';

/** docs/product.md, Admin console: every admin action, who, what, when and why. */
export default function AdminAuditPage() {
  const display = useDisplayZone();
  const audit = useAudit();
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminPage
      title="Audit log"
      description="Every admin action with who took it, when and why. Entries cannot be changed."
    >
      <QueryState
        isPending={audit.isPending}
        isError={audit.isError}
        loadingLabel="Loading the log"
      >
        {() =>
          entries.length === 0 ? (
            <p className="text-slate-700">No admin actions yet.</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full min-w-[720px] text-left text-sm">
                <caption className="sr-only">Admin actions, newest first</caption>
                <thead className="bg-slate-50 text-slate-800">
                  <tr>
                    {['When', 'Who', 'Action', 'About', 'Why'].map((column) => (
                      <th key={column} scope="col" className="px-4 py-2">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {entries.map((entry) => (
                    <tr key={entry.id} className="align-top">
                      <td className="px-4 py-2 whitespace-nowrap text-slate-800">
                        <time dateTime={entry.created_at}>
                          {formatDateTime(entry.created_at, display)}
                        </time>
                      </td>
                      <td className="px-4 py-2 text-slate-800">{entry.actor_email ?? 'System'}</td>
                      <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                        {ADMIN_ACTION_LABELS[entry.action]}
                      </th>
                      <td className="px-4 py-2 break-all text-slate-800">
                        {entry.target_label ?? entry.target_id}
                      </td>
                      <td className="px-4 py-2 text-slate-800">{entry.reason ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      <LoadMoreButton query={audit} />
    </AdminPage>
  );
}
