import { Button } from '@/components/ui/button';
import type { OutboxItem } from '../hooks/use-outbox';
import { LinkifiedText } from './linkified-text';

/** One's own messages not stored yet: "Sending…", or "Not sent" with Retry and Discard. */
export function OutboxList({
  items,
  onRetry,
  onDiscard,
}: {
  items: OutboxItem[];
  onRetry: (item: OutboxItem) => void;
  onDiscard: (item: OutboxItem) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ol className="mt-2 space-y-2" aria-label="Messages not sent yet">
      {items.map((item) => (
        <li key={item.idempotencyKey} className="flex flex-col items-end gap-1">
          <div className="max-w-[80%] rounded-2xl rounded-br-sm border border-dashed border-brand-700 bg-brand-50 px-4 py-2 text-sm text-brand-900">
            <span className="sr-only">You said: </span>
            <LinkifiedText text={item.content} />
          </div>
          {item.state === 'sending' ? (
            <p className="text-xs text-slate-600">Sending…</p>
          ) : (
            <p className="flex items-center gap-2 text-xs text-red-800" role="alert">
              Not sent
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0 text-xs"
                onClick={() => onRetry(item)}
              >
                Retry
              </Button>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0 text-xs text-slate-700"
                onClick={() => onDiscard(item)}
              >
                Discard
              </Button>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
