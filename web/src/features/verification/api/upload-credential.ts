import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credential, CredentialFields } from '@contract/verification';
import { myVerificationKey } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export function uploadCredential({ file, fields }: { file: File; fields: CredentialFields }) {
  const body = new FormData();
  body.append('file', file);
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  return apiFetch<Credential>('/api/me/credentials', { method: 'POST', body });
}

export function useUploadCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCredential,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myVerificationKey }),
  });
}
