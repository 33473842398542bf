import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export interface TwoFactorEnrolment {
  /** otpauth:// URI: the QR code and the manual key come from it. */
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment (the password confirms it); a first code from the app finishes it. */
export const enableTwoFactor = (password: string) =>
  apiFetch<TwoFactorEnrolment>('/api/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
  });

/** Signed in, a first code confirms enrolment: two-factor is on from then. */
export const confirmTwoFactor = (code: string) =>
  apiFetch<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });

export const disableTwoFactor = (body: { password: string; code: string }) =>
  apiFetch<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { ...body } });

export const regenerateBackupCodes = (password: string) =>
  apiFetch<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
    method: 'POST',
    body: { password },
  });

/** Whether two-factor is on, and the security events, change with each of these. */
function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.authSession }),
      queryClient.invalidateQueries({ queryKey: settingsKeys.accessLog('security') }),
    ]);
}

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });

export function useConfirmTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: refresh });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refresh });
}

export const useRegenerateBackupCodes = () => useMutation({ mutationFn: regenerateBackupCodes });

/** The secret of an otpauth:// URI, in groups of four for typing into an app by hand. */
export function manualKeyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
