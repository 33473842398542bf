import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CREDENTIAL_KIND_LABELS,
  CREDENTIAL_KINDS,
  CREDENTIAL_LIMITS,
  CREDENTIAL_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  type CredentialKind,
} from '@contract/verification';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useUploadCredential } from '../api/upload-credential';

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/**
 * docs/product.md, Verification: a licence or certificate (PDF, PNG or JPEG, at most 10 MB; the
 * server checks the content) with its issuer, number and expiry.
 */
export function CredentialUploadForm() {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<CredentialKind>('licence');
  const [issuer, setIssuer] = useState('');
  const [number, setNumber] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'file' | 'issuer' | 'number', string>>>({});
  const upload = useUploadCredential();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!file) found.file = 'Please choose the document';
    else if (file.size > CREDENTIAL_MAX_BYTES) found.file = DOCUMENT_TOO_LARGE_MESSAGE;
    if (!issuer.trim()) found.issuer = 'Please enter who issued the credential';
    if (!number.trim()) found.number = 'Please enter the licence or certificate number';
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    upload.mutate(
      {
        file,
        fields: { kind, issuer: issuer.trim(), number: number.trim(), expires_on: expiresOn },
      },
      {
        onSuccess: () => {
          toast.success('Credential uploaded');
          setFile(null);
          setIssuer('');
          setNumber('');
          setExpiresOn('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => toast.error('Upload failed', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-file`}>Document (PDF, PNG or JPEG, at most 10 MB)</Label>
        <Input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${id}-file-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="h-auto py-1.5"
        />
        {errors.file && (
          <p id={`${id}-file-error`} className="text-sm text-red-700">
            {errors.file}
          </p>
        )}
      </div>
      <SelectField
        label="Kind"
        value={kind}
        onChange={(event) => setKind(event.target.value as CredentialKind)}
      >
        {CREDENTIAL_KINDS.map((option) => (
          <option key={option} value={option}>
            {CREDENTIAL_KIND_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Issued by"
        value={issuer}
        maxLength={CREDENTIAL_LIMITS.issuer}
        error={errors.issuer}
        onChange={(event) => setIssuer(event.target.value)}
      />
      <TextField
        label="Licence or certificate number"
        value={number}
        maxLength={CREDENTIAL_LIMITS.number}
        error={errors.number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <TextField
        label="Expires on"
        type="date"
        hint="Leave empty if it does not expire."
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload credential'}
        </Button>
      </div>
    </form>
  );
}
