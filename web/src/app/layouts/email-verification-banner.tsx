import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { VerificationEmailAnswer } from '@contract/auth';
import { currentUserQuery, useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { apiFetch, errorMessage } from '@/lib/api-client';

/**
 * Decision 068: an account whose email is not confirmed yet can use the product, with this
 * reminder above every dashboard page; a healer is listed only once it is confirmed.
 */
export function EmailVerificationBanner() {
  const { data: currentUser } = useCurrentUser();
  useConfirmationOutcome();
  const resend = useMutation({
    mutationFn: () =>
      apiFetch<VerificationEmailAnswer>('/api/auth/send-verification-email', { method: 'POST' }),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (failure) =>
      toast.error('Could not send the link', { description: errorMessage(failure) }),
  });
  if (!currentUser || currentUser.user.emailVerified) return null;
  const healer = currentUser.profile?.role === 'healer';
  return (
    <section
      aria-label="Email confirmation"
      className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="min-w-0 flex-1">
        <p>
          Please confirm your email address. We sent a link to{' '}
          <strong className="break-all">{currentUser.user.email}</strong>.
        </p>
        {healer ? <p>Your profile appears in the directory once your email is confirmed.</p> : null}
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Send it again
      </Button>
    </section>
  );
}

/** The emailed link lands on the dashboard with `?email=confirmed` (`&error=` when it failed). */
function useConfirmationOutcome() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get('email');
  const failed = params.get('error');
  useEffect(() => {
    if (outcome !== 'confirmed') return;
    if (failed)
      toast.error('That link did not work', {
        description: 'It may have expired or been used already. Ask for a new one.',
      });
    else {
      toast.success('Email confirmed');
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    }
    const rest = new URLSearchParams(params);
    rest.delete('email');
    rest.delete('error');
    setParams(rest, { replace: true });
  }, [outcome, failed, params, setParams, queryClient]);
}
