import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuthSession } from '../api/account';
import {
  manualKeyOf,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateBackupCodes,
  type TwoFactorEnrolment,
} from '../api/two-factor';
import { BackupCodes } from './backup-codes';
import { fieldOf, SettingsCard } from './settings-card';
import { SecondFactorCodeField, secondFactorCodeProblem } from './second-factor-code-field';

const CODE_FIELDS = {
  invalid_code: 'code',
  invalid_password: 'password',
  two_factor_invalid_code: 'code',
};

/** The QR code of an otpauth:// URI, drawn in the browser (the secret never leaves it). */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    // Loaded only when someone sets up two-factor: the settings page stays small.
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: 192 }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img
      src={src}
      width={192}
      height={192}
      alt="QR code to scan with your authenticator app"
      className="rounded border border-slate-200"
    />
  ) : (
    <Spinner label="Drawing the QR code" />
  );
}

/** Step 1: the password starts enrolment. */
function StartForm({ onStarted }: { onStarted: (enrolment: TwoFactorEnrolment) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const enable = useEnableTwoFactor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Please enter your password');
    setError(undefined);
    enable.mutate(password, {
      onSuccess: (enrolment) => {
        setPassword('');
        onStarted(enrolment);
      },
      onError: (failure) => {
        setError(fieldOf(failure, CODE_FIELDS)?.message ?? errorMessage(failure));
        toast.error('Could not start two-factor set-up', { description: errorMessage(failure) });
      },
    });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField
        label="Your password"
        type="password"
        name="two-factor-password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" className="self-start" disabled={enable.isPending}>
        {enable.isPending ? 'Starting...' : 'Set up two-factor authentication'}
      </Button>
    </form>
  );
}

/** Step 2: scan (or type the key), then a first code confirms it. */
function ConfirmForm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useConfirmTwoFactor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from your app');
    setError(undefined);
    confirm.mutate(code.trim(), {
      onSuccess: () => {
        toast.success('Two-factor authentication is on');
        onConfirmed();
      },
      onError: (failure) => {
        setError(errorMessage(failure, 'That code did not work. Try the newest one.'));
        toast.error('Could not confirm the code', { description: errorMessage(failure) });
      },
    });
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app (such as Google Authenticator, 1Password or Authy).</li>
        <li>Scan the QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <QrCode uri={enrolment.totpURI} />
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-800" id="manual-key-label">
            Manual key
          </span>
          <code
            aria-labelledby="manual-key-label"
            data-testid="manual-key"
            className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
          >
            {manualKeyOf(enrolment.totpURI)}
          </code>
        </div>
      </div>
      <TextField
        label="Code from your app"
        name="two-factor-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : 'Turn on two-factor'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** On: new backup codes (password), or off (password and a current code). */
function ManageForms({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [codesPassword, setCodesPassword] = useState('');
  const [codesError, setCodesError] = useState<string>();
  const [offPassword, setOffPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  const [offErrors, setOffErrors] = useState<Record<string, string>>({});
  const regenerate = useRegenerateBackupCodes();
  const disable = useDisableTwoFactor();

  const newCodes = (event: FormEvent) => {
    event.preventDefault();
    if (!codesPassword) return setCodesError('Please enter your password');
    setCodesError(undefined);
    regenerate.mutate(codesPassword, {
      onSuccess: ({ backupCodes }) => {
        setCodesPassword('');
        toast.success('New backup codes made; the old ones no longer work');
        onNewCodes(backupCodes);
      },
      onError: (failure) => {
        setCodesError(errorMessage(failure));
        toast.error('Could not make new backup codes', { description: errorMessage(failure) });
      },
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!offPassword) found.password = 'Please enter your password';
    const codeProblem = secondFactorCodeProblem(offCode);
    if (codeProblem) found.code = codeProblem;
    setOffErrors(found);
    if (Object.keys(found).length) return;
    disable.mutate(
      { password: offPassword, code: offCode.trim() },
      {
        onSuccess: () => {
          setOffPassword('');
          setOffCode('');
          toast.success('Two-factor authentication is off');
        },
        onError: (failure) => {
          const at = fieldOf(failure, CODE_FIELDS);
          if (at) setOffErrors({ [at.field]: at.message });
          toast.error('Could not turn two-factor off', { description: errorMessage(failure) });
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-6">
      <form
        className="flex flex-col gap-3"
        onSubmit={newCodes}
        noValidate
        aria-label="New backup codes"
      >
        <h4 className="text-sm font-semibold text-slate-900">New backup codes</h4>
        <TextField
          label="Your password"
          type="password"
          name="backup-codes-password"
          autoComplete="current-password"
          value={codesPassword}
          error={codesError}
          onChange={(event) => setCodesPassword(event.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          className="self-start"
          disabled={regenerate.isPending}
        >
          Make new backup codes
        </Button>
      </form>
      <form
        className="flex flex-col gap-3"
        onSubmit={turnOff}
        noValidate
        aria-label="Turn off two-factor"
      >
        <h4 className="text-sm font-semibold text-slate-900">Turn off two-factor</h4>
        <TextField
          label="Your password"
          type="password"
          name="disable-password"
          autoComplete="current-password"
          value={offPassword}
          error={offErrors.password}
          onChange={(event) => setOffPassword(event.target.value)}
        />
        <SecondFactorCodeField
          name="disable-code"
          value={offCode}
          error={offErrors.code}
          onChange={setOffCode}
        />
        <Button type="submit" variant="outline" className="self-start" disabled={disable.isPending}>
          Turn off two-factor
        </Button>
      </form>
    </div>
  );
}

/**
 * Settings, Security, two-factor (decision 054, 067): set up with a QR code made here from the
 * otpauth:// URI (and the key to type by hand), confirm with a code, keep the ten backup codes.
 */
export function TwoFactorCard() {
  const session = useAuthSession();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [codes, setCodes] = useState<string[]>();

  const body = () => {
    if (session.isPending) return <Spinner label="Loading two-factor status" />;
    if (session.isError) return <LoadError />;
    if (codes) return <BackupCodes codes={codes} onDone={() => setCodes(undefined)} />;
    if (enrolment)
      return (
        <ConfirmForm
          enrolment={enrolment}
          onCancel={() => setEnrolment(undefined)}
          onConfirmed={() => {
            setCodes(enrolment.backupCodes);
            setEnrolment(undefined);
          }}
        />
      );
    return session.data?.user.twoFactorEnabled ? (
      <ManageForms onNewCodes={setCodes} />
    ) : (
      <StartForm onStarted={setEnrolment} />
    );
  };

  return (
    <SettingsCard
      title="Two-factor authentication"
      description="A code from an app on your phone, asked at every sign-in after your password."
    >
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {session.data?.user.twoFactorEnabled ? 'Two-factor is on.' : 'Two-factor is off.'}
      </p>
      {body()}
    </SettingsCard>
  );
}
