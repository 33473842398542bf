import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { servedOverHttps, type Env } from '../env';
import type { AppEnv } from './context';
import { errorBody } from './errors';
import { PAGE_SCRIPT_LOADER_HASH } from './route-preloads';
import { trustedOrigins } from './trusted-origins';

export function securityHeaders(env: Env): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The public pages' inline loader, by its hash (decision 074).
      scriptSrc: ["'self'", PAGE_SCRIPT_LOADER_HASH],
      // sonner and Radix inject small style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: servedOverHttps(env) ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    // A route that sets a stricter header of its own keeps it (stored files: a sandbox CSP).
    overwrite: false,
  });
}

/** API answers carry personal data: never let a shared cache keep them unless a route says so. */
export const apiNoStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OAUTH_CALLBACK_PREFIX = '/api/auth/callback/';
/** RFC 8058 one-click unsubscribe: mail providers post a form, from their own servers. */
const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * CSRF guard for every state-changing API request, ours and the auth library's:
 * - the body must be JSON (or multipart for uploads), which a cross-site form cannot send
 *   without a CORS preflight that we never allow;
 * - a request that names an Origin must name a trusted one, and a request that carries
 *   cookies must name one (browsers always send Origin on such requests).
 */
export function csrfGuard(env: Env): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins(env));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    // Sign in with Apple posts its answer as a cross-site form to the OAuth callback; the
    // library checks the OAuth state there, which a forger cannot know.
    if (c.req.path.startsWith(OAUTH_CALLBACK_PREFIX)) return next();
    // The signed token in its address is the whole authority, and the route ignores the body.
    if (c.req.path === ONE_CLICK_UNSUBSCRIBE_PATH) return next();

    const origin = c.req.header('origin');
    const hasCookies = Boolean(c.req.header('cookie'));
    if ((origin && !trusted.has(origin)) || (!origin && hasCookies)) {
      return c.json(errorBody('forbidden_origin', 'Request origin is not allowed'), 403);
    }

    // A declared content type must be JSON (or multipart); a body with no declared type is
    // refused too. Body-less requests (DELETE, sign-out) need neither.
    const contentType = (c.req.header('content-type') ?? '').toLowerCase();
    const contentLength = Number(c.req.header('content-length') ?? 0);
    const hasBody = contentLength > 0 || c.req.header('transfer-encoding') !== undefined;
    const acceptable =
      contentType.startsWith('application/json') || contentType.startsWith('multipart/form-data');
    if ((contentType && !acceptable) || (hasBody && !contentType)) {
      return c.json(
        errorBody('unsupported_media_type', 'Request body must be JSON (application/json)'),
        415,
      );
    }
    return next();
  };
}
