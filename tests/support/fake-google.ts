import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A stand-in for Google's OAuth server, served on loopback (no internet here): it plays the
 * consent screen (`authorize`) and the token endpoint, checking what the real one checks (client
 * credentials, redirect URI, single-use codes, the PKCE verifier). The app's own code runs
 * unchanged: `routeGoogleHere` sends the process's fetches for Google's token endpoint to it.
 */
export interface FakeGoogle {
  /**
   * The person at the consent screen says yes: takes the authorization URL our API answered and
   * returns the callback URL (with code and state) the browser would be sent to.
   */
  authorize(authorizationUrl: string, person: GooglePerson): string;
  /** Token requests that were refused, and why. */
  refusals: string[];
  close(): Promise<void>;
}

export interface GooglePerson {
  sub: string;
  email: string;
  name?: string;
}

const TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';

interface IssuedCode {
  person: GooglePerson;
  challenge: string;
  redirectUri: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An id token as Google shapes it; the code flow reads it from the token answer (no signature check). */
function idToken(clientId: string, person: GooglePerson) {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', kid: 'fake-google', typ: 'JWT' };
  const claims = {
    iss: 'https://accounts.google.com',
    aud: clientId,
    azp: clientId,
    sub: person.sub,
    email: person.email,
    email_verified: true,
    name: person.name ?? '',
    picture: '',
    iat: now,
    exp: now + 3600,
  };
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}.${base64url('not-checked')}`;
}

export async function startFakeGoogle(clientId: string, clientSecret: string): Promise<FakeGoogle> {
  const codes = new Map<string, IssuedCode>();
  const refusals: string[] = [];

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const refuse = (reason: string) => {
        refusals.push(reason);
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'invalid_grant', error_description: reason }));
      };
      if (request.method !== 'POST' || request.url !== '/token')
        return refuse('not the token endpoint');
      const form = new URLSearchParams(body);
      const basic = request.headers.authorization?.replace(/^Basic /, '');
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== clientId || secret !== clientSecret) return refuse('wrong client credentials');
      if (form.get('grant_type') !== 'authorization_code') return refuse('wrong grant type');
      const issued = codes.get(form.get('code') ?? '');
      if (!issued) return refuse('unknown or used code');
      codes.delete(form.get('code')!);
      if (form.get('redirect_uri') !== issued.redirectUri) return refuse('redirect_uri differs');
      const verifier = form.get('code_verifier') ?? '';
      if (base64url(createHash('sha256').update(verifier).digest()) !== issued.challenge)
        return refuse('PKCE verifier does not match the challenge');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          access_token: randomBytes(16).toString('hex'),
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid https://www.googleapis.com/auth/userinfo.email',
          id_token: idToken(clientId, issued.person),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(TOKEN_ENDPOINT)) return realFetch(input, init);
    return realFetch(`http://127.0.0.1:${port}/token`, init);
  };

  return {
    refusals,
    authorize(authorizationUrl, person) {
      const url = new URL(authorizationUrl);
      if (url.origin !== 'https://accounts.google.com')
        throw new Error(`Not Google: ${url.origin}`);
      if (url.searchParams.get('client_id') !== clientId) throw new Error('Wrong client id');
      if (url.searchParams.get('code_challenge_method') !== 'S256') throw new Error('No PKCE');
      const redirectUri = url.searchParams.get('redirect_uri')!;
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        person,
        challenge: url.searchParams.get('code_challenge')!,
        redirectUri,
      });
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', url.searchParams.get('state')!);
      return callback.toString();
    },
    async close() {
      globalThis.fetch = realFetch;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
