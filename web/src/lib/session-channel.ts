/**
 * Tells this browser's other tabs that the user signed out, so none of them keeps showing (and
 * accepting input for) an account that is gone. BroadcastChannel reaches every tab of the origin
 * at once; where it does not exist, tabs learn it from their next request instead.
 */
const CHANNEL = 'wellspring-session';

interface SessionMessage {
  type: 'signed-out';
}

export function announceSignedOut() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'signed-out' } satisfies SessionMessage);
  channel.close();
}

/** Calls `onSignedOut` when another tab signs out; returns the way to stop listening. */
export function onSignedOutElsewhere(onSignedOut: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'signed-out') onSignedOut();
  };
  return () => channel.close();
}
