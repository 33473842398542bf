import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RESET_REDIRECT_MAX } from '@contract/auth';
import { TextField } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { safeRedirectPath, withRedirect } from '@/lib/safe-redirect';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';

/** The reset page, carrying the trip on when the address fits what the server accepts. */
function resetPagePath(redirectTo: string | undefined) {
  const path = withRedirect('/reset-password', redirectTo);
  return path.length <= RESET_REDIRECT_MAX ? path : '/reset-password';
}

function BackToLogin({ redirectTo }: { redirectTo: string | undefined }) {
  return (
    <Link to={withRedirect('/login', redirectTo)} className="font-medium text-brand-700 underline">
      Back to login
    </Link>
  );
}

export default function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Request a link to reset your Wellspring password.');
  const [searchParams] = useSearchParams();
  // Where the visitor was going before they forgot their password: the emailed link carries it
  // to the reset page, and that page on to the login that finishes the trip.
  const redirectTo = safeRedirectPath(searchParams.get('redirect'));
  const backToLogin = <BackToLogin redirectTo={redirectTo} />;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={backToLogin}>
        <div className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-brand-700" aria-hidden="true" />
          <p className="text-slate-700">
            If an account exists with the email entered, you will receive a password reset link
            shortly.
          </p>
        </div>
      </AuthCard>
    );
  }

  function handleSubmit() {
    const trimmed = email.trim();
    if (!trimmed) {
      setError('Please enter your email address');
      return;
    }
    setError(undefined);
    request.mutate(
      { email: trimmed, redirectTo: resetPagePath(redirectTo) },
      {
        onSuccess: () =>
          toast.success('Password reset email sent', {
            description: 'Check your email for a password reset link',
          }),
        onError: (failure) => {
          const message =
            failure instanceof ApiRequestError
              ? failure.message
              : 'An error occurred during the password reset process';
          toast.error('Password reset failed', { description: message });
          setError(message);
        },
      },
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email and we will send you a link to reset it."
      footer={backToLogin}
    >
      <AuthForm
        error={error}
        onSubmit={handleSubmit}
        pending={request.isPending}
        submitLabel="Send reset link"
        pendingLabel="Sending..."
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </AuthForm>
    </AuthCard>
  );
}
