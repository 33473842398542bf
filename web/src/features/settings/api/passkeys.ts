import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import type { Passkey } from '@contract/auth';
import { settingsKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** The signed-in user's passkeys, oldest first (decision 069). */
export const usePasskeys = () =>
  useQuery({
    queryKey: settingsKeys.passkeys,
    queryFn: ({ signal }) =>
      apiFetch<Passkey[]>('/api/auth/passkey/list-user-passkeys', { signal }),
  });

/**
 * Adds a passkey: the server's options, the browser's authenticator makes the key (the user
 * confirms with their device), the server checks and keeps its public part under `name`.
 */
async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await apiFetch<PublicKeyCredentialCreationOptionsJSON>(
    '/api/auth/passkey/generate-register-options',
  );
  const response = await startRegistration({ optionsJSON });
  return apiFetch<Passkey>('/api/auth/passkey/verify-registration', {
    method: 'POST',
    body: { response, name },
  });
}

function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys });
}

export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({ mutationFn: addPasskey, onSettled: refresh });
}

export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<unknown>('/api/auth/passkey/delete-passkey', { method: 'POST', body: { id } }),
    onSettled: refresh,
  });
}

export function useRenamePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (body: { id: string; name: string }) =>
      apiFetch<Passkey>('/api/auth/passkey/update-passkey', { method: 'POST', body }),
    onSettled: refresh,
  });
}
