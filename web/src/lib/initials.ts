/**
 * docs/product.md, Constants and limits: the first letters of up to two words of the name,
 * upper-cased; words without a letter (an emoji, "&") are skipped, so an avatar never shows an
 * emoji; the fallback when the name has no letters to use (header 'U', layouts 'H' / 'P').
 */
export function getInitials(name: string | null | undefined, fallback: string): string {
  const initials = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return initials || fallback;
}
