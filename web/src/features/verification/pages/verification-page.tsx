import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import { CREDENTIAL_KIND_LABELS, type Credential, type Verification } from '@contract/verification';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDisplayZone, type DisplayZone } from '@/lib/display-zone';
import { usePageMeta } from '@/lib/use-page-meta';
import { useDeleteCredential } from '../api/delete-credential';
import { useVerification } from '../api/get-verification';
import { useSubmitVerification } from '../api/submit-verification';
import { CredentialUploadForm } from '../components/credential-upload-form';
import { LoadError } from '@/components/ui/load-error';

const STATUS_TEXT: Record<Verification['status'], { title: string; text: string }> = {
  unverified: {
    title: 'Not verified yet',
    text: 'Upload your licence or certificate, then submit it for review. Verified healers show a badge on their profile and in the directory.',
  },
  pending: {
    title: 'Waiting for review',
    text: 'Our team is checking your credentials. You will see the result here.',
  },
  verified: {
    title: 'Verified',
    text: 'Your profile and directory card show the Verified badge.',
  },
  rejected: {
    title: 'Not approved',
    text: 'Please read the note from our team, update your credentials and submit them again.',
  },
};

/** Dates without times are calendar days: shown as such, not shifted by the viewer's zone. */
const formatDay = (day: string, display: DisplayZone) => formatDate(`${day}T12:00:00Z`, display);

/**
 * docs/product.md, Verification: the healer's status with the admin's note, their credentials
 * (each document readable only by them and admins), the upload form and the request for review.
 */
export default function VerificationPage() {
  usePageMeta('Verification', 'Get the Verified badge by having your credentials checked.');
  const verification = useVerification();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Verification</h1>
        <p className="mt-1 text-slate-700">
          Patients trust healers whose licence or certificate we have checked.
        </p>
      </div>
      {verification.isPending ? (
        <Spinner label="Loading your verification" />
      ) : verification.isError ? (
        <LoadError />
      ) : (
        <VerificationDetails verification={verification.data} />
      )}
    </div>
  );
}

function VerificationDetails({ verification }: { verification: Verification }) {
  const display = useDisplayZone();
  const submit = useSubmitVerification();
  const { status } = verification;
  const canSubmit =
    (status === 'unverified' || status === 'rejected') &&
    verification.credentials.some((credential) => !credential.expired);
  return (
    <>
      <section
        aria-labelledby="status-heading"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="status-heading" className="text-xl font-semibold text-slate-900">
            {STATUS_TEXT[status].title}
          </h2>
          {status === 'verified' && <VerifiedBadge />}
        </div>
        <p className="text-slate-700">{STATUS_TEXT[status].text}</p>
        {status === 'verified' && verification.verified_until && (
          <p className="text-sm text-slate-700">
            Valid until {formatDay(verification.verified_until, display)}, when your credential
            expires.
          </p>
        )}
        {verification.note && (
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
            <span className="font-semibold">Note from our team:</span> {verification.note}
          </p>
        )}
        {canSubmit && (
          <Button
            className="self-start"
            disabled={submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () => toast.success('Submitted for verification'),
                onError: (error) =>
                  toast.error('Could not submit', { description: errorMessage(error) }),
              })
            }
          >
            {submit.isPending ? 'Submitting...' : 'Submit for verification'}
          </Button>
        )}
      </section>

      <section aria-labelledby="credentials-heading" className="flex flex-col gap-4">
        <h2 id="credentials-heading" className="text-xl font-semibold text-slate-900">
          Your credentials
        </h2>
        {verification.credentials.length === 0 ? (
          <p className="text-slate-700">No credentials uploaded yet.</p>
        ) : (
          <ul aria-label="Credentials" className="flex flex-col gap-3">
            {verification.credentials.map((credential) => (
              <CredentialItem
                key={credential.id}
                credential={credential}
                locked={status === 'pending' || status === 'verified'}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="upload-heading" className="flex flex-col gap-4">
        <h2 id="upload-heading" className="text-xl font-semibold text-slate-900">
          Add a credential
        </h2>
        <p className="text-sm text-slate-700">
          Only you and our verification team can open the documents you upload.
        </p>
        <CredentialUploadForm />
      </section>
    </>
  );
}

function CredentialItem({ credential, locked }: { credential: Credential; locked: boolean }) {
  const display = useDisplayZone();
  const remove = useDeleteCredential();
  const label = `${CREDENTIAL_KIND_LABELS[credential.kind]} ${credential.number}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div>
          <p className="font-medium text-slate-900">
            {label}
            {credential.expired && (
              <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                Expired
              </span>
            )}
          </p>
          <p className="text-sm text-slate-700">
            {credential.issuer} ·{' '}
            {credential.expires_on
              ? `expires ${formatDay(credential.expires_on, display)}`
              : 'does not expire'}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={credential.document_url} target="_blank" rel="noopener noreferrer">
            View document<span className="sr-only"> {credential.file_name}</span>
          </a>
        </Button>
        {!locked && (
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(credential.id, {
                onSuccess: () => toast.success('Credential removed'),
                onError: (error) =>
                  toast.error('Could not remove it', { description: errorMessage(error) }),
              })
            }
          >
            Remove<span className="sr-only"> {label}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
