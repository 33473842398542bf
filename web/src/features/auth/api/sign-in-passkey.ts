import {
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { apiFetch } from '@/lib/api-client';

/**
 * Decision 069: a password-less sign-in. The server's challenge, the user picks one of their
 * passkeys for this site in the browser's prompt, the server checks the signature and sets the
 * session cookie.
 */
export async function signInWithPasskey() {
  const optionsJSON = await apiFetch<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkey/generate-authenticate-options',
  );
  const response = await startAuthentication({ optionsJSON });
  await apiFetch<unknown>('/api/auth/passkey/verify-authentication', {
    method: 'POST',
    body: { response },
  });
}
