import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MIN_PASSWORD } from '@contract/constants';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { ApiRequestError } from '@/lib/api-client';
import { loginPath } from '@/lib/safe-redirect';
import { usePageMeta } from '@/lib/use-page-meta';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { checkNewPassword } from '../auth-checks';

interface ShownError {
  message: string;
  reasons: string[];
}

function InvalidLink() {
  return (
    <AuthCard title="Reset link expired">
      <FormError message="This password reset link has expired or has already been used.">
        <p>
          <Link to="/forgot-password" className="font-medium underline">
            Request a new reset link
          </Link>
        </p>
      </FormError>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  usePageMeta('Reset password', 'Choose a new password for your Wellspring account.');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<ShownError>();
  const [tokenRejected, setTokenRejected] = useState(false);
  const reset = useResetPassword();

  // The auth server's link checker sends an unknown or expired token back as ?error=INVALID_TOKEN.
  if (!token || searchParams.has('error') || tokenRejected) return <InvalidLink />;

  function handleSubmit() {
    const problem = checkNewPassword(password, confirmation);
    if (problem) {
      setError({ message: problem, reasons: [] });
      return;
    }
    setError(undefined);
    reset.mutate(
      { newPassword: password, token: token ?? '' },
      {
        onSuccess: () => {
          toast.success('Password updated successfully', {
            description: 'You can now log in with your new password',
          });
          void navigate(loginPath(searchParams.get('redirect') ?? undefined), { replace: true });
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.code === 'invalid_token') {
            setTokenRejected(true);
            return;
          }
          toast.error('Password update failed', { description: failure.message });
          setError(
            failure instanceof ApiRequestError && failure.status < 500
              ? { message: failure.message, reasons: failure.reasons }
              : { message: 'An error occurred while resetting your password', reasons: [] },
          );
        },
      },
    );
  }

  return (
    <AuthCard title="Set a new password" description="Choose a new password for your account.">
      <AuthForm
        error={error?.message}
        errorDetails={error?.reasons}
        onSubmit={handleSubmit}
        pending={reset.isPending}
        submitLabel="Update password"
        pendingLabel="Updating password..."
      >
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters. Include letters, numbers and symbols.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </AuthForm>
    </AuthCard>
  );
}
