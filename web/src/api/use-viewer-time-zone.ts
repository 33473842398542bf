import { browserTimeZone } from '@/lib/zoned-date';
import { useCurrentUser } from './get-current-user';

/**
 * docs/product.md, Time zones: the viewer's zone is their profile's when signed in, else the
 * browser's. Every date picker, slot list and dashboard shows times in it.
 */
export function useViewerTimeZone(): string {
  const { data: currentUser } = useCurrentUser();
  return currentUser?.profile?.timezone ?? browserTimeZone();
}
