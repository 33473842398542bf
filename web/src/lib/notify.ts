/**
 * Toast ids starting with this are meant for the page a navigation is about to open ("You must be
 * logged in to book a session" on the login page): they survive the navigation that follows.
 */
const CARRIED_PREFIX = 'carried:';

/** The id of an error toast that explains the page it comes with, not the page left behind. */
export const carriedToastId = (name: string) => `${CARRIED_PREFIX}${name}`;

/**
 * Closes the error toasts of the page being left (docs/product.md, Messages): they spoke of
 * something no longer on screen. Sonner loads lazily (providers.tsx), so it is imported here
 * too rather than pulled into the entry chunk.
 */
export async function dismissErrorToasts() {
  const { toast } = await import('sonner');
  for (const shown of toast.getToasts()) {
    if ('type' in shown && shown.type === 'error' && !String(shown.id).startsWith(CARRIED_PREFIX))
      toast.dismiss(shown.id);
  }
}
