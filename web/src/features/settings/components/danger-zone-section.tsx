import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { currentDisplayZone } from '@/lib/display-zone';
import { formatDate } from '@/lib/format-date';
import { announceSignedOut } from '@/lib/session-channel';
import { forgetSignedInUser, useAuthSession } from '../api/account';
import { useDeleteAccount } from '../api/privacy';
import { fieldOf, SettingsCard, SettingsStack } from './settings-card';
import { SecondFactorCodeField, secondFactorCodeProblem } from './second-factor-code-field';

/**
 * Settings, Danger zone: delete the account. The password (and with two-factor on, a code)
 * confirms it; the data goes after a 7-day grace period that any sign-in cancels. Every
 * session ends at once, this one too.
 */
export function DangerZoneSection() {
  const session = useAuthSession();
  const twoFactor = session.data?.user.twoFactorEnabled === true;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount(({ deletion_due_at }) => {
    // Signed out everywhere already (the event stream may have said so first): forget the user
    // and go to the login page, where signing in again cancels the deletion.
    announceSignedOut();
    forgetSignedInUser(queryClient);
    void navigate('/login', { replace: true });
    toast.success(
      `Your account will be deleted on ${formatDate(deletion_due_at, currentDisplayZone())}`,
      {
        description: 'You are signed out. Sign in before then to keep your account.',
        duration: 15_000,
      },
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found.password = 'Please enter your password';
    const codeProblem = twoFactor ? secondFactorCodeProblem(code) : undefined;
    if (codeProblem) found.code = codeProblem;
    setErrors(found);
    if (Object.keys(found).length) return;
    remove.mutate(
      { password, ...(twoFactor && { code: code.trim() }) },
      {
        onError: (failure) => {
          const at = fieldOf(failure, { invalid_password: 'password', invalid_code: 'code' });
          if (at) setErrors({ [at.field]: at.message });
          toast.error('Could not delete your account', { description: errorMessage(failure) });
        },
      },
    );
  };

  return (
    <SettingsStack>
      <SettingsCard
        tone="danger"
        title="Delete my account"
        description="Your account is deleted after a 7-day grace period. Until then it is hidden and you are signed out everywhere; signing in again within the 7 days cancels the deletion. After that your profile, messages and records are erased and cannot be recovered."
      >
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <TextField
            label="Your password"
            type="password"
            name="delete-password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {twoFactor ? (
            <SecondFactorCodeField
              name="delete-code"
              value={code}
              error={errors.code}
              onChange={setCode}
            />
          ) : null}
          <Button
            type="submit"
            variant="destructive"
            className="self-start"
            disabled={remove.isPending}
          >
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </form>
      </SettingsCard>
    </SettingsStack>
  );
}
