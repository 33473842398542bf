import type { AccessKind, AccessLogEntry } from '@contract/privacy';
import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useDisplayZone } from '@/lib/display-zone';
import { formatDateTime } from '@/lib/format-date';
import { useAccessLog } from '../api/privacy';

/** What each kind of entry says, after the actor's name (reads) or on its own (security). */
const KIND_LABELS: Record<AccessKind, string> = {
  'appointment.read': 'viewed your appointment',
  'chat.read': 'read your conversation',
  'plan.read': 'viewed your wellness plan',
  'check_ins.read': 'viewed your check-ins',
  'notes.read': 'viewed your session notes',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in attempt',
  password_change: 'Password changed',
  email_change: 'Email address changed',
  two_factor_enabled: 'Two-factor authentication turned on',
  two_factor_disabled: 'Two-factor authentication turned off',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  export: 'Data download requested',
  deletion_requested: 'Account deletion requested',
  deletion_cancelled: 'Account deletion cancelled',
};

function describe(entry: AccessLogEntry) {
  const label = KIND_LABELS[entry.kind];
  if (entry.category === 'security') return label;
  return `${entry.actor?.name ?? 'Someone'} ${label}`;
}

/**
 * The access log as a list, newest first, with "Load more": reads of the user's data by others
 * (`access`) or the account's security events (`security`).
 */
export function AccessLogList({
  category,
  label,
  empty,
}: {
  category: 'access' | 'security';
  label: string;
  empty: string;
}) {
  const log = useAccessLog(category);
  const display = useDisplayZone();
  if (log.isPending) return <Spinner label={`Loading ${label.toLowerCase()}`} />;
  if (log.isError) return <LoadError />;
  const entries = log.data.pages.flatMap((page) => page.items);
  if (!entries.length) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={label}
        className="divide-y divide-slate-200 rounded-md border border-slate-200"
      >
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:justify-between"
          >
            <span className="font-medium text-slate-900">{describe(entry)}</span>
            <span className="text-slate-700">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, display)}</time>
              {entry.ip_address ? ` · ${entry.ip_address}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={log} />
    </div>
  );
}
