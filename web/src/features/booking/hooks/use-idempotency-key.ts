import { useRef } from 'react';

/**
 * One Idempotency-Key per booking choice: submitting the same choice again (a retry after a
 * lost response, a double click) reuses the key; any change makes a new one.
 */
export function useIdempotencyKey() {
  const current = useRef<{ choice: string; key: string } | null>(null);
  return (choice: unknown) => {
    const fingerprint = JSON.stringify(choice);
    if (current.current?.choice !== fingerprint)
      current.current = { choice: fingerprint, key: crypto.randomUUID() };
    return current.current.key;
  };
}
