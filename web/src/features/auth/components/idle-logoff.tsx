import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { currentUserQuery } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { lastActivity, markActivity, onActivity } from '@/lib/idle-activity';
import { announceSignedOut } from '@/lib/session-channel';
import { sessionPolicyQuery } from '../api/get-session-policy';
import { clearSignedInState, signOut } from '../api/sign-out';

const TICK_MS = 250;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The words the login page shows after an idle logoff. */
export function idleLogoffMessage(minutes: number) {
  return `You were signed out after ${plural(minutes, 'minute')} without activity`;
}

/**
 * Decision 070: on private pages, the browser signs the user out after the server's
 * IDLE_LOGOFF_MINUTES without activity in any of its tabs, warning them first with a dialog
 * that counts down. Mounted by the route guard for signed-in users only.
 */
export function IdleLogoff() {
  const { data: policy } = useQuery(sessionPolicyQuery);
  if (!policy) return null;
  return (
    <IdleWatch
      minutes={policy.idle_logoff_minutes}
      limitMs={policy.idle_logoff_minutes * 60_000}
      warningMs={policy.idle_logoff_warning_seconds * 1000}
    />
  );
}

function IdleWatch({
  minutes,
  limitMs,
  warningMs,
}: {
  minutes: number;
  limitMs: number;
  warningMs: number;
}) {
  const queryClient = useQueryClient();
  /** Seconds left while the warning shows; null otherwise. */
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warning = useRef(false);
  const signingOut = useRef(false);

  const signOutIdle = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    // The session ends on the server first; a failure (already gone) changes nothing here.
    await signOut().catch(() => undefined);
    announceSignedOut();
    toast.info(idleLogoffMessage(minutes), { duration: Infinity });
    // The route guard then sends the visitor to the login page, and back here afterwards.
    clearSignedInState(queryClient);
  }, [minutes, queryClient]);

  // Arriving on a private page is activity (a stale time from an earlier visit must not count).
  useEffect(() => markActivity(true), []);
  // While the warning shows, only its button (or another tab's activity) keeps the session.
  useEffect(
    () =>
      onActivity(() => {
        if (!warning.current) markActivity();
      }),
    [],
  );
  useEffect(() => {
    const tick = () => {
      const idle = Date.now() - lastActivity();
      if (idle >= limitMs) {
        void signOutIdle();
        return;
      }
      const left = limitMs - idle;
      warning.current = left <= warningMs;
      setSecondsLeft(warning.current ? Math.ceil(left / 1000) : null);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [limitMs, warningMs, signOutIdle]);

  const staySignedIn = () => {
    warning.current = false;
    markActivity(true);
    setSecondsLeft(null);
    // Touches the session, so the server's own idle timeout restarts too.
    void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  };

  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={secondsLeft !== null} onOpenChange={(open) => !open && staySignedIn()}>
      {secondsLeft !== null ? (
        <DialogContent
          title="Are you still there?"
          description={
            <>
              You will be signed out in <span role="timer">{plural(secondsLeft, 'second')}</span>{' '}
              because there has been no activity for a while.
            </>
          }
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            stayButton.current?.focus();
          }}
        >
          <DialogFooter>
            <Button ref={stayButton} onClick={staySignedIn}>
              Stay signed in
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
