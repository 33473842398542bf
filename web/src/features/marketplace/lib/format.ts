/**
 * docs/product.md, Pages and routes: the directory card's subtitle is the bio cut to 30 characters
 * plus an ellipsis.
 */
export function shortBio(bio: string, length = 30): string {
  return bio.length > length ? `${bio.slice(0, length).trimEnd()}…` : bio;
}

/** Whole dollars without cents, cents when there are any. */
export function formatFee(fee: number): string {
  return `$${Number.isInteger(fee) ? fee : fee.toFixed(2)}`;
}
