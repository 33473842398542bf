import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { CheckboxField } from '@/components/ui/checkbox-field';
import type { CurrentUser } from '@contract/profiles';
import { ApiRequestError } from '@/lib/api-client';
import { useVerifySignInCode } from '../api/sign-in';
import { AuthForm } from './auth-form';

/**
 * The second step of a sign-in with two-factor on (decision 054): the 6-digit code of the
 * authenticator app, or a backup code; optionally trust this browser for 30 days. The password
 * step before it left the two-factor cookie that names this sign-in.
 */
export function TwoFactorStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn: (currentUser: CurrentUser | null) => void;
  onStartOver: () => void;
}) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const verify = useVerifySignInCode();

  function submit() {
    setError(undefined);
    const entered = code.trim();
    if (!backup && !/^\d{6}$/.test(entered))
      return setFieldError('Enter the 6-digit code from your authenticator app');
    if (backup && entered.length < 6) return setFieldError('Enter one of your backup codes');
    setFieldError(undefined);
    verify.mutate(
      { code: entered, backup, trustDevice },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.status === 429)
            setError('Too many attempts. Please wait a few minutes, then try again.');
          else if (failure instanceof ApiRequestError && failure.status === 400)
            setError(failure.message);
          else setFieldError(backup ? 'That backup code did not work' : 'That code did not work');
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {backup
          ? 'Enter one of the backup codes you saved when you set up two-factor. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <AuthForm
        error={error}
        onSubmit={submit}
        pending={verify.isPending}
        submitLabel="Verify"
        pendingLabel="Verifying..."
      >
        <TextField
          key={backup ? 'backup' : 'app'}
          label={backup ? 'Backup code' : 'Authentication code'}
          name="code"
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          maxLength={backup ? 32 : 6}
          autoFocus
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.target.value)}
        />
        <CheckboxField
          label="Trust this device for 30 days"
          checked={trustDevice}
          onChange={setTrustDevice}
        />
      </AuthForm>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-brand-700 underline"
          onClick={() => {
            setBackup(!backup);
            setCode('');
            setFieldError(undefined);
            setError(undefined);
          }}
        >
          {backup ? 'Use your authenticator app' : 'Use a backup code'}
        </button>
        <button type="button" className="text-brand-700 underline" onClick={onStartOver}>
          Start over
        </button>
      </div>
    </div>
  );
}
