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
