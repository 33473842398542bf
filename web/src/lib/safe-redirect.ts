/**
 * The `redirect` query parameter as a path on our own origin, or undefined when it could
 * send the user anywhere else. Only a single leading `/` followed by something that is not
 * another slash or backslash is accepted: `//host` and `/\host` are protocol-relative URLs to
 * browsers, and schemes (`https:`, `javascript:`) are not paths at all.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil" would become "//evil".
  if (value.includes('\\') || [...value].some((char) => char < ' ' || char === '\u007f'))
    return undefined;
  try {
    const base = 'https://wellspring.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/**
 * `path` with `?redirect=<target>` added when there is a safe target: how the auth screens hand
 * the address a visitor was going to from one to the next (login → sign up → back), so it
 * survives every detour.
 */
export function withRedirect(path: string, target: string | null | undefined): string {
  const safe = safeRedirectPath(target);
  if (!safe) return path;
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('redirect', safe);
  return `${pathname}?${params.toString()}`;
}

/** The login screen, coming back to `target` afterwards. */
export const loginPath = (target?: string) => withRedirect('/login', target);
