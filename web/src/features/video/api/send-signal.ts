import type { Signal } from '@contract/video';
import { apiFetch } from '@/lib/api-client';

const signalPath = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/signal`;

/** Signals go one at a time: one that cannot get through gives up after 10 s, not never. */
export const sendSignal = (appointmentId: string, signal: Signal) =>
  apiFetch<void>(signalPath(appointmentId), {
    method: 'POST',
    body: signal,
    signal: AbortSignal.timeout(10_000),
  });

/** For the page being closed: the request outlives it (`keepalive`), nobody waits for it. */
export function sendSignalOnUnload(appointmentId: string, signal: Signal) {
  void fetch(signalPath(appointmentId), {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signal),
  }).catch(() => undefined);
}
