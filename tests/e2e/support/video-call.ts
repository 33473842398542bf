import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eAccount } from './started-appointment-app';

/** Liveness bounds for a call on a busy machine: generous, never a speed check. */
export const CALL_TIMEOUT = { timeout: 60_000, interval: 250 };

/** Signs the page's context in on `url` through the API. */
export async function signInOn(page: Page, url: string, account: E2eAccount) {
  const response = await page.request.post(`${url}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { origin: url },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}

/**
 * Keeps every RTCPeerConnection the page makes reachable from the test (before the page
 * loads), so the test can read the connection's own getStats(): the product code is untouched.
 */
export async function recordPeerConnections(page: Page) {
  await page.context().addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = made;
    window.RTCPeerConnection = class extends Original {
      constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
        super(...args);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** Bytes received so far on the page's newest open connection, per kind of media. */
export function inboundBytes(page: Page): Promise<{ audio: number; video: number }> {
  return page.evaluate(async () => {
    const made = (window as unknown as { __peerConnections: RTCPeerConnection[] })
      .__peerConnections;
    const pc = [...made].reverse().find((candidate) => candidate.connectionState !== 'closed');
    const totals = { audio: 0, video: 0 };
    if (!pc) return totals;
    (await pc.getStats()).forEach(
      (stat: { type: string; kind?: string; bytesReceived?: number }) => {
        if (stat.type === 'inbound-rtp' && (stat.kind === 'audio' || stat.kind === 'video'))
          totals[stat.kind] += stat.bytesReceived ?? 0;
      },
    );
    return totals;
  });
}

export const connectionState = (page: Page) =>
  page
    .locator('[data-connection-state]')
    .getAttribute('data-connection-state', { timeout: 1000 })
    .catch(() => null);

export async function expectConnected(page: Page) {
  await expect.poll(() => connectionState(page), CALL_TIMEOUT).toBe('connected');
}

/** Inbound audio and video both keep growing: media really flows, not just a handshake. */
export async function expectMediaFlowing(
  page: Page,
  kinds: Array<'audio' | 'video'> = ['audio', 'video'],
) {
  const before = await inboundBytes(page);
  await expect
    .poll(async () => {
      const now = await inboundBytes(page);
      return kinds.every((kind) => now[kind] > before[kind]);
    }, CALL_TIMEOUT)
    .toBe(true);
}

/** Opens the room and waits until the page may join (its event stream is open). */
export async function openRoom(page: Page, url: string, appointmentId: string) {
  await page.goto(`${url}/session/${appointmentId}`);
  await expect
    .poll(
      () =>
        page
          .getByRole('button', { name: 'Join video session' })
          .isEnabled({ timeout: 1000 })
          .catch(() => false),
      CALL_TIMEOUT,
    )
    .toBe(true);
}

export async function join(page: Page) {
  await page.getByRole('button', { name: 'Join video session' }).click();
  await page.getByRole('navigation', { name: 'Call controls' }).waitFor();
}

/** The other side's ICE username fragment on the page's newest connection: an ICE restart changes it. */
export function remoteIceUfrag(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const made = (window as unknown as { __peerConnections: RTCPeerConnection[] })
      .__peerConnections;
    const pc = [...made].reverse().find((candidate) => candidate.connectionState !== 'closed');
    return /a=ice-ufrag:(\S+)/.exec(pc?.currentRemoteDescription?.sdp ?? '')?.[1] ?? null;
  });
}
