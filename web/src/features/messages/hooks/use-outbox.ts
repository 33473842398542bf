import { useCallback, useState } from 'react';
import type { OutgoingMessage } from '../api/send-message';

export interface OutboxItem extends OutgoingMessage {
  state: 'sending' | 'failed';
}

/**
 * Messages on their way: shown at once, marked "not sent" when a send fails (offline, a
 * refusal), and retried with the same Idempotency-Key, so a retry after an answer that never
 * arrived still leaves exactly one message.
 */
export function useOutbox(send: (message: OutgoingMessage) => Promise<unknown>) {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const setState = (key: string, state: OutboxItem['state'] | null) =>
    setItems((current) =>
      state === null
        ? current.filter((item) => item.idempotencyKey !== key)
        : current.map((item) => (item.idempotencyKey === key ? { ...item, state } : item)),
    );

  const attempt = useCallback(
    async (message: OutgoingMessage) => {
      setState(message.idempotencyKey, 'sending');
      try {
        await send(message);
        setState(message.idempotencyKey, null);
      } catch {
        setState(message.idempotencyKey, 'failed');
      }
    },
    [send],
  );

  return {
    items,
    submit(content: string) {
      const message = { content, idempotencyKey: crypto.randomUUID() };
      setItems((current) => [...current, { ...message, state: 'sending' }]);
      void attempt(message);
    },
    retry: (item: OutboxItem) => void attempt(item),
    discard: (item: OutboxItem) => setState(item.idempotencyKey, null),
  };
}
