import { useOnlineStatus } from '@/lib/use-online-status';

/**
 * Says so while the browser is offline (docs/product.md, Behaviour, Offline): sends, bookings
 * and saves fail at once with a reason instead of waiting forever, and nothing sent twice.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="fixed inset-x-0 bottom-0 z-50 bg-slate-900 px-4 py-3 text-center text-sm text-white">
          You are offline. Nothing you send or save will arrive until your connection is back.
        </p>
      )}
    </div>
  );
}
