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

/** docs/product.md, Services: "from $70", from the practitioners' session fees. */
export const fromPrice = (price: number) => `from ${formatFee(price)}`;

/** "60 min", or "45–90 min" when the practitioners' sessions differ in length. */
export function sessionLengths(min: number, max: number): string {
  return min === max ? `${min} min` : `${min}–${max} min`;
}

/** "1 practitioner", "3 practitioners". */
export const practitionerCount = (count: number) =>
  `${count} ${count === 1 ? 'practitioner' : 'practitioners'}`;
