/**
 * Tells this browser's other tabs that the user signed out, so none of them keeps showing (and
 * accepting input for) an account that is gone. BroadcastChannel reaches every other tab of
 * the origin at once; where it does not exist, tabs learn it from their next request instead.
 * One channel object per tab: a channel never hears its own messages, so the tab that signs
 * out is not sent to the login page itself.
 */
const CHANNEL = 'wellspring-session';

interface SessionMessage {
  type: 'signed-out';
}

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<() => void>();

function tabChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel)
    channel.onmessage = (event: MessageEvent<SessionMessage>) => {
      if (event.data?.type === 'signed-out') listeners.forEach((listener) => listener());
    };
  return channel;
}

export function announceSignedOut() {
  tabChannel()?.postMessage({ type: 'signed-out' } satisfies SessionMessage);
}

/** Calls `onSignedOut` when another tab signs out; returns the way to stop listening. */
export function onSignedOutElsewhere(onSignedOut: () => void): () => void {
  tabChannel();
  listeners.add(onSignedOut);
  return () => listeners.delete(onSignedOut);
}
