import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDisplayZone } from '@/lib/display-zone';
import { formatDateTime } from '@/lib/format-date';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';
import { SettingsCard } from './settings-card';

/** Settings, Security: where the account is signed in; any other device can be signed out. */
export function SessionsCard() {
  const sessions = useSessions();
  const display = useDisplayZone();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  const signOut = (id: string, device: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(`Signed out ${device}`),
      onError: (failure) =>
        toast.error('Could not sign that device out', { description: errorMessage(failure) }),
    });
  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        toast.success(
          revoked === 1 ? 'Signed out 1 other device' : `Signed out ${revoked} other devices`,
        ),
      onError: (failure) =>
        toast.error('Could not sign out the other devices', { description: errorMessage(failure) }),
    });

  const body = () => {
    if (sessions.isPending) return <Spinner label="Loading your devices" />;
    if (sessions.isError) return <LoadError />;
    const items = sessions.data.items;
    return (
      <>
        <ul
          aria-label="Signed-in devices"
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {items.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <div className="flex flex-col">
                <span className="font-medium text-slate-900">
                  {session.device}
                  {session.current ? (
                    <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
                      This device
                    </span>
                  ) : null}
                </span>
                <span className="text-slate-700">
                  {session.ip_address ?? 'Unknown address'} · last active{' '}
                  <time dateTime={session.last_active_at}>
                    {formatDateTime(session.last_active_at, display)}
                  </time>
                </span>
              </div>
              {session.current ? null : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.last_active_at, display)}`}
                  disabled={revoke.isPending}
                  onClick={() => signOut(session.id, session.device)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        {items.some((session) => !session.current) ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            disabled={revokeOthers.isPending}
            onClick={signOutOthers}
          >
            Sign out everywhere else
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <SettingsCard
      title="Where you are signed in"
      description="Sign out any device you do not recognise, then change your password."
    >
      {body()}
    </SettingsCard>
  );
}
