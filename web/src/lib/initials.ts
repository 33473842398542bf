/**
 * docs/product.md, Constants and limits: the first letters of up to two words of the name,
 * upper-cased; the fallback when the name has no letters to use (header 'U', layouts 'H' / 'P').
 */
export function getInitials(name: string | null | undefined, fallback: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return initials || fallback;
}
