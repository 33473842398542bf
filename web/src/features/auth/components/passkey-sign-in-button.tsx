import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { WebAuthnError } from '@simplewebauthn/browser';
import { currentUserQuery, getCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { dashboardPath } from '@/lib/role-paths';
import { signInWithPasskey } from '../api/sign-in-passkey';

/**
 * "Sign in with a passkey" on the login page (decision 069): no email or password, the
 * browser's prompt lists this site's passkeys. Lands where a password sign-in lands.
 */
export function PasskeySignInButton({ redirectTo }: { redirectTo?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (typeof window !== 'undefined' && !('PublicKeyCredential' in window)) return null;

  async function start() {
    setBusy(true);
    try {
      await signInWithPasskey();
      const currentUser = await getCurrentUser();
      toast.success('Login successful! Welcome back to Wellspring');
      // In one go: the next render has both the user and the new address, so this screen's
      // "already signed in" rule never sends them home first.
      queryClient.setQueryData(currentUserQuery.queryKey, currentUser);
      void navigate(redirectTo ?? dashboardPath(currentUser?.profile), { replace: true });
    } catch (error) {
      const cancelled =
        error instanceof WebAuthnError ||
        (error instanceof Error && error.name === 'NotAllowedError');
      toast.error('Passkey sign-in failed', {
        description: cancelled
          ? 'The passkey prompt was closed or timed out.'
          : errorMessage(error),
      });
      setBusy(false);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={busy}
      onClick={() => void start()}
    >
      <KeyRound aria-hidden="true" />
      {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}
