import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ChangeEmailSchema, ChangePasswordSchema } from '@contract/auth';
import { UpdateProfileSchema } from '@contract/profiles';
import { currentUserQuery, useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { issuesByField } from '@/lib/form-issues';
import { useChangeEmail, useChangePassword, useSaveName } from '../api/account';
import { fieldOf, SettingsCard, SettingsStack } from './settings-card';

const NameSchema = UpdateProfileSchema.pick({ usr_name: true });

function NameCard() {
  const { data: currentUser } = useCurrentUser();
  const [name, setName] = useState(currentUser?.profile?.usr_name ?? '');
  const [error, setError] = useState<string>();
  const update = useSaveName();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NameSchema.safeParse({ usr_name: name });
    if (!parsed.success) return setError(issuesByField(parsed.error).usr_name);
    setError(undefined);
    update.mutate(parsed.data.usr_name!, {
      onSuccess: () => toast.success('Name saved'),
      onError: (failure) => {
        if (isApiError(failure, 400)) setError(failure.message);
        toast.error('Could not save your name', { description: errorMessage(failure) });
      },
    });
  };

  return (
    <SettingsCard title="Name" description="How you appear to the people you book or message.">
      <form className="flex flex-col gap-3" onSubmit={save} noValidate>
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          value={name}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </form>
    </SettingsCard>
  );
}

/** The emailed link lands here (`?email=changed`, with `&error=` when it did not work). */
function useEmailLinkOutcome() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get('email');
  const failed = params.get('error');
  useEffect(() => {
    if (outcome !== 'changed') return;
    if (failed)
      toast.error('That link did not work', {
        description: 'It may have expired or been used already. Ask for a new one below.',
      });
    else {
      toast.success('Your email address was changed');
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    }
    setParams({ section: 'account' }, { replace: true });
  }, [outcome, failed, setParams, queryClient]);
}

function EmailCard() {
  const { data: currentUser } = useCurrentUser();
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const change = useChangeEmail();
  useEmailLinkOutcome();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangeEmailSchema.safeParse({ newEmail });
    if (!parsed.success) return setError(issuesByField(parsed.error).newEmail);
    setError(undefined);
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        setSentTo(parsed.data.newEmail);
        setNewEmail('');
        toast.success('Check your new inbox', { description: answer.message });
      },
      onError: (failure) => {
        if (isApiError(failure, 400)) setError(failure.message);
        toast.error('Could not change your email', { description: errorMessage(failure) });
      },
    });
  };

  return (
    <SettingsCard
      title="Email address"
      description={
        <>
          Your sign-in and where we write to: <strong>{currentUser?.user.email}</strong>. A new
          address is used once you open the link we send to it.
        </>
      }
    >
      <form className="flex flex-col gap-3" onSubmit={save} noValidate>
        <TextField
          label="New email address"
          type="email"
          name="new-email"
          autoComplete="email"
          value={newEmail}
          error={error}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        {sentTo ? (
          <p className="text-sm text-slate-700" role="status">
            We sent a confirmation link to {sentTo}. Your email changes when you open it.
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Change email'}
        </Button>
      </form>
    </SettingsCard>
  );
}

function PasswordCard() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordSchema.safeParse({
      currentPassword,
      newPassword,
      revokeOtherSessions: signOutOthers,
    });
    const found = parsed.success ? {} : issuesByField(parsed.error);
    if (!newPassword) found.newPassword ??= 'Please enter a new password';
    else if (confirmPassword !== newPassword) found.confirmPassword = 'The passwords do not match';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    change.mutate(parsed.data, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        setConfirmPassword('');
        toast.success(
          signOutOthers
            ? 'Password changed; your other devices are signed out'
            : 'Password changed',
        );
      },
      onError: (failure) => {
        const at = fieldOf(failure, {
          invalid_password: 'currentPassword',
          weak_password: 'newPassword',
        });
        if (at) setErrors({ [at.field]: at.message });
        toast.error('Could not change your password', { description: errorMessage(failure) });
      },
    });
  };

  return (
    <SettingsCard title="Password" description="Use a long passphrase you use nowhere else.">
      <form className="flex flex-col gap-3" onSubmit={save} noValidate>
        <TextField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={newPassword}
          error={errors.newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <CheckboxField
          label="Sign out of all other devices"
          checked={signOutOthers}
          onChange={setSignOutOthers}
        />
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </SettingsCard>
  );
}

/** Settings, Account: name, email (confirmed at the new address) and password. */
export function AccountSection() {
  return (
    <SettingsStack>
      <NameCard />
      <EmailCard />
      <PasswordCard />
    </SettingsStack>
  );
}
