import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Role } from '@contract/constants';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { authProvidersQuery, type SocialProvider } from '../api/get-auth-providers';
import { signInSocial } from '../api/sign-in-social';

const PROVIDERS: Array<{ id: SocialProvider; label: string }> = [
  { id: 'google', label: 'Google' },
  { id: 'apple', label: 'Apple' },
];

/**
 * Google and Apple sign-in. They are always shown; when the server has no credentials for a
 * provider the click explains that instead of failing somewhere on the provider's side. On the
 * sign-up screen `role` is the role chosen there, kept for a new account.
 */
export function SocialButtons({ callbackURL, role }: { callbackURL: string; role?: Role }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<SocialProvider>();

  async function start(provider: SocialProvider, label: string) {
    setBusy(provider);
    try {
      const providers = await queryClient.fetchQuery(authProvidersQuery);
      if (!providers[provider]) {
        toast.error(`${label} sign-in is not enabled on this server`);
        return;
      }
      window.location.assign(await signInSocial(provider, callbackURL, role));
    } catch (error) {
      toast.error(`${label} sign-in failed`, {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs uppercase text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {PROVIDERS.map(({ id, label }) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            disabled={busy !== undefined}
            onClick={() => void start(id, label)}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
