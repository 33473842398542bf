import { KeyRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { WebAuthnError } from '@simplewebauthn/browser';
import type { Passkey } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDisplayZone } from '@/lib/display-zone';
import { formatDate } from '@/lib/format-date';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { SettingsCard } from './settings-card';

const NAME_MAX = 100;

/** The browser's own refusals in words (the user closed the prompt, or no authenticator). */
function passkeyFailure(error: unknown) {
  if (
    error instanceof WebAuthnError ||
    (error instanceof Error && error.name === 'NotAllowedError')
  )
    return 'The passkey prompt was closed or timed out.';
  return errorMessage(error);
}

/**
 * Decision 069: the user's passkeys (signing in without a password, with the device's lock),
 * each with the name they gave it; add one, or remove one they no longer have.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();

  if (passkeys.isPending)
    return (
      <PasskeysFrame>
        <Spinner label="Loading passkeys" />
      </PasskeysFrame>
    );
  if (passkeys.isError)
    return (
      <PasskeysFrame>
        <LoadError />
      </PasskeysFrame>
    );

  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const submit = () => {
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        toast.success('Passkey added');
      },
      onError: (error) =>
        toast.error('Could not add the passkey', { description: passkeyFailure(error) }),
    });
  };

  const removeOne = (passkey: Passkey) =>
    remove.mutate(passkey.id, {
      onSuccess: () => toast.success('Passkey removed'),
      onError: (error) =>
        toast.error('Could not remove the passkey', { description: errorMessage(error) }),
    });

  return (
    <PasskeysFrame>
      <div className="flex flex-col gap-4">
        {passkeys.data.length === 0 ? (
          <p className="text-sm font-medium text-slate-900">You have no passkeys yet.</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-md border border-slate-200"
            aria-label="Your passkeys"
          >
            {passkeys.data.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                removing={remove.isPending}
                onRemove={() => removeOne(passkey)}
              />
            ))}
          </ul>
        )}
        {supported ? (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div className="flex-1">
              <TextField
                label="Passkey name"
                name="passkey-name"
                placeholder="e.g. My laptop"
                maxLength={NAME_MAX}
                value={name}
                error={nameError}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add a passkey'}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-slate-700">This browser cannot create passkeys.</p>
        )}
      </div>
    </PasskeysFrame>
  );
}

/** Checks a passkey's name as the server does: 1 to 100 characters once trimmed. */
function nameProblem(name: string) {
  return name.trim() ? undefined : 'Please name the passkey';
}

/**
 * One passkey: its name and when it was added, renamed in place (the name is the user's only
 * way to tell their devices' keys apart) or removed.
 */
function PasskeyRow({
  passkey,
  removing,
  onRemove,
}: {
  passkey: Passkey;
  removing: boolean;
  onRemove: () => void;
}) {
  const display = useDisplayZone();
  const rename = useRenamePasskey();
  const [draft, setDraft] = useState<string>();
  const [draftError, setDraftError] = useState<string>();
  const label = passkey.name ?? 'Unnamed passkey';

  const save = () => {
    const problem = nameProblem(draft ?? '');
    setDraftError(problem);
    if (problem) return;
    rename.mutate(
      { id: passkey.id, name: draft!.trim() },
      {
        onSuccess: () => {
          setDraft(undefined);
          toast.success('Passkey renamed');
        },
        onError: (error) =>
          toast.error('Could not rename the passkey', { description: errorMessage(error) }),
      },
    );
  };

  if (draft !== undefined)
    return (
      <li className="p-3">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="flex-1">
            <TextField
              label={`New name for ${label}`}
              name="passkey-rename"
              maxLength={NAME_MAX}
              autoFocus
              value={draft}
              error={draftError}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={rename.isPending}>
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setDraft(undefined);
                setDraftError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );

  return (
    <li className="flex items-center gap-3 p-3">
      <KeyRound className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{label}</p>
        <p className="text-xs text-slate-600">
          {passkey.created_at ? `Added ${formatDate(passkey.created_at, display)}` : 'Added'}
          {passkey.backed_up ? ' · synced across your devices' : ''}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Rename passkey ${label}`}
        onClick={() => setDraft(passkey.name ?? '')}
      >
        Rename
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Remove passkey ${label}`}
        disabled={removing}
        onClick={onRemove}
      >
        Remove
      </Button>
    </li>
  );
}

/** The Security section's card for passkeys, whatever state the list is in. */
function PasskeysFrame({ children }: { children: ReactNode }) {
  return (
    <SettingsCard
      title="Passkeys"
      description="A passkey signs you in with your device's fingerprint, face or screen lock instead of your password. Name each one after the device it lives on."
    >
      {children}
    </SettingsCard>
  );
}
