import { FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminVerification } from '@contract/admin';
import { CREDENTIAL_KIND_LABELS } from '@contract/verification';
import { SelectField } from '@/components/ui/field';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDisplayZone, type DisplayZone } from '@/lib/display-zone';
import { useDecideVerification } from '../api/decide-verification';
import { useVerifications, type VerificationFilter } from '../api/get-verifications';
import { AdminPage, QueryState } from '../components/admin-page';
import { ReasonDialog } from '@/components/ui/reason-dialog';

const FILTERS: Array<{ value: VerificationFilter; label: string }> = [
  { value: 'pending', label: 'Waiting for a decision' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];

const formatDay = (day: string, display: DisplayZone) => formatDate(`${day}T12:00:00Z`, display);

/** docs/product.md, Admin console: the verification queue, documents and decisions. */
export default function AdminVerificationsPage() {
  const [status, setStatus] = useState<VerificationFilter>('pending');
  const verifications = useVerifications(status);
  const items = verifications.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminPage
      title="Verifications"
      description="Check each healer's licence or certificate, then approve or reject it with a note they will read."
    >
      <SelectField
        label="Show"
        className="max-w-xs"
        value={status}
        onChange={(event) => setStatus(event.target.value as VerificationFilter)}
      >
        {FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </SelectField>
      <QueryState
        isPending={verifications.isPending}
        isError={verifications.isError}
        loadingLabel="Loading verifications"
      >
        {() =>
          items.length === 0 ? (
            <p className="text-slate-700">Nothing here.</p>
          ) : (
            <ul aria-label="Verifications" className="flex flex-col gap-4">
              {items.map((item) => (
                <VerificationCard key={item.healer_id} item={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <LoadMoreButton query={verifications} />
    </AdminPage>
  );
}

function VerificationCard({ item }: { item: AdminVerification }) {
  const display = useDisplayZone();
  const decide = useDecideVerification();
  const send = (decision: 'approve' | 'reject', note: string, close: () => void) =>
    decide.mutate(
      { healerId: item.healer_id, decision: { decision, note: note || null } },
      {
        onSuccess: () => {
          toast.success(decision === 'approve' ? 'Verification approved' : 'Verification rejected');
          close();
        },
        onError: (error) => toast.error('Decision failed', { description: errorMessage(error) }),
      },
    );
  return (
    <li
      aria-label={item.name}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{item.name}</h2>
          <p className="text-sm text-slate-700">{item.email}</p>
          {item.submitted_at && (
            <p className="text-sm text-slate-700">
              Submitted {formatDate(item.submitted_at, display)}
            </p>
          )}
        </div>
        {item.status === 'pending' && (
          <div className="flex gap-2">
            <ReasonDialog
              triggerLabel="Approve"
              triggerVariant="default"
              accessibleTarget={item.name}
              title={`Approve ${item.name}?`}
              description="Their profile and directory card will show the Verified badge until their earliest credential expires."
              fieldLabel="Note for the healer (optional)"
              submitLabel="Approve"
              required={false}
              pending={decide.isPending}
              onSubmit={(note, { close }) => send('approve', note, close)}
            />
            <ReasonDialog
              triggerLabel="Reject"
              triggerVariant="destructive"
              accessibleTarget={item.name}
              title={`Reject ${item.name}?`}
              description="Tell the healer what is wrong, so they can fix it and submit again."
              fieldLabel="Note for the healer"
              submitLabel="Reject"
              required
              pending={decide.isPending}
              onSubmit={(note, { close }) => send('reject', note, close)}
            />
          </div>
        )}
      </div>
      {item.note && (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">Note:</span> {item.note}
        </p>
      )}
      <ul aria-label={`Credentials of ${item.name}`} className="flex flex-col gap-2">
        {item.credentials.map((credential) => (
          <li
            key={credential.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm"
          >
            <span className="flex items-center gap-2 text-slate-800">
              <FileText aria-hidden="true" className="size-4 text-slate-600" />
              {CREDENTIAL_KIND_LABELS[credential.kind]} {credential.number}, {credential.issuer},{' '}
              {credential.expires_on
                ? `expires ${formatDay(credential.expires_on, display)}`
                : 'no expiry'}
              {credential.expired && (
                <span className="rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800">
                  Expired
                </span>
              )}
            </span>
            <a
              href={credential.document_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 hover:underline"
            >
              Open document<span className="sr-only"> {credential.file_name}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
