import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SIGN_UP_ROLES } from '@contract/auth';
import { SERVER_MIN_PASSWORD } from '@contract/constants';
import { TextField } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { dashboardPath } from '@/lib/role-paths';
import { browserTimeZone } from '@/lib/zoned-date';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { RoleChoice } from '../components/role-choice';
import { SocialButtons } from '../components/social-buttons';
import { useShouldLeaveAuthScreen } from '../hooks/use-should-leave-auth-screen';
import { checkSignup, type SignupValues } from '../auth-checks';

interface ShownError {
  message: string;
  reasons: string[];
}

export default function SignupPage() {
  usePageMeta('Sign Up', 'Create a Wellspring account as a patient or a wellness professional.');
  const navigate = useNavigate();
  const [role, setRole] = useState<(typeof SIGN_UP_ROLES)[number]>('patient');
  const [values, setValues] = useState<SignupValues>({ name: '', email: '', password: '' });
  const [error, setError] = useState<ShownError>();
  const signUp = useSignUp();
  const leave = useShouldLeaveAuthScreen(signUp.isPending || signUp.isSuccess);

  if (leave) return <Navigate to="/" replace />;

  const field = (name: keyof SignupValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function handleSubmit() {
    const problem = checkSignup(values);
    if (problem) {
      setError({ message: problem, reasons: [] });
      return;
    }
    setError(undefined);
    signUp.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        role,
        // docs/product.md, Accounts: the new profile starts in the browser's time zone.
        timezone: browserTimeZone(),
      },
      {
        onSuccess: () => {
          toast.success('Account created successfully! Welcome to Wellspring');
          void navigate(dashboardPath({ role }), { replace: true });
        },
        onError: (failure) => {
          const shown =
            failure instanceof ApiRequestError
              ? { message: failure.message, reasons: failure.reasons }
              : { message: 'An error occurred during signup', reasons: [] };
          toast.error('Signup failed', { description: shown.message });
          setError(shown);
        },
      },
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Join Wellspring to find care or to offer it"
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 underline">
            Log in
          </Link>
        </p>
      }
    >
      <AuthForm
        error={error?.message}
        errorDetails={error?.reasons}
        onSubmit={handleSubmit}
        pending={signUp.isPending}
        submitLabel="Create account"
        pendingLabel="Creating account..."
      >
        <RoleChoice value={role} onChange={setRole} />
        <TextField label="Full name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`Use at least ${SERVER_MIN_PASSWORD} characters; avoid common passwords.`}
          {...field('password')}
        />
        <p className="text-xs text-slate-600">
          By creating an account you agree to our{' '}
          <Link to="/terms" className="text-brand-700 underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </AuthForm>
      <SocialButtons callbackURL="/" role={role} />
    </AuthCard>
  );
}
