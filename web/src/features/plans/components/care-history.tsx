import { SESSION_MODE_LABELS } from '@contract/constants';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useHistory } from '../api/get-plans';

const STATUS_TEXT = { completed: 'Completed', cancelled: 'Cancelled', no_show: 'Missed' };

/**
 * The history of care: past sessions (completed, cancelled, missed) with the practitioner, the
 * session type, the summary they chose to share and the plans as they stood then, paged.
 */
export function CareHistory() {
  const display = useDisplayZone();
  const history = useHistory();
  if (history.isPending) return <Spinner label="Loading your history of care" />;
  if (history.isError) return <LoadError />;
  const items = history.data.pages.flatMap((page) => page.items);
  return (
    <section aria-labelledby="care-history-heading" className="flex flex-col gap-3">
      <h2 id="care-history-heading" className="text-lg font-semibold text-slate-900">
        Notes from your sessions
      </h2>
      {items.length ? (
        <ol className="flex flex-col gap-3">
          {items.map((item) => (
            <li
              key={item.appointment_id}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4"
            >
              <p className="font-medium text-slate-900">
                {item.session_type} with {item.healer.name}
              </p>
              <p className="text-sm text-slate-700">
                {formatDateTime(item.scheduled_at, display)} · {SESSION_MODE_LABELS[item.mode]} ·{' '}
                {STATUS_TEXT[item.status]}
              </p>
              {item.shared_summary ? (
                <p className="whitespace-pre-line text-slate-900">
                  <span className="font-medium">Summary: </span>
                  {item.shared_summary}
                </p>
              ) : null}
              {item.plan_versions.length ? (
                <p className="text-sm text-slate-700">
                  Plans then:{' '}
                  {item.plan_versions
                    .map((version) => `${version.title} (version ${version.version})`)
                    .join(', ')}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">No past sessions yet.</p>
      )}
      <LoadMoreButton query={history} />
    </section>
  );
}
