import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleContent, useBrowser } from './support/browser';
import { fakeMediaArgs } from './support/chromium';
import {
  CALL_TIMEOUT,
  remoteIceUfrag,
  connectionState,
  expectConnected,
  expectMediaFlowing,
  join,
  openRoom,
  recordPeerConnections,
  signInOn,
} from './support/video-call';
import { startVideoApps, type VideoApps } from './support/video-apps';

/**
 * Video sessions (issue 14) in real Chromium: fake camera and microphone, real peer
 * connections over loopback, signalling through the app's API and event stream. This file runs
 * against its own apps (see video-apps.ts): with TEST_DATABASE_URL two instances on one
 * PostgreSQL, so a call can cross them.
 */
const twoInstances = Boolean(process.env.TEST_DATABASE_URL);
// Screen sharing picks the whole (virtual) screen without a picker.
const browser = useBrowser({
  args: [...fakeMediaArgs, '--auto-select-desktop-capture-source=Entire screen'],
});
// No camera or microphone at all (this machine has none), access allowed.
const deviceless = useBrowser({ args: ['--use-fake-ui-for-media-stream'] });
// Devices, but nobody allows access: headless Chromium refuses the prompt.
const refusing = useBrowser({ args: ['--use-fake-device-for-media-stream'] });
let apps: VideoApps;

beforeAll(async () => {
  apps = await startVideoApps({ instances: twoInstances ? 2 : 1, pairCount: 3 });
}, 180_000);
afterAll(async () => {
  await apps?.stop();
});

async function participantPage(
  harness: typeof browser,
  url: string,
  account: Parameters<typeof signInOn>[2],
) {
  const page = await harness.newPage({ baseURL: url });
  // Liveness bounds for a busy machine, not speed checks.
  page.setDefaultTimeout(CALL_TIMEOUT.timeout);
  await recordPeerConnections(page);
  await signInOn(page, url, account);
  return page;
}

describe('video session', { timeout: 300_000 }, () => {
  it('connects healer and patient, carries audio and video, shows mute, survives leave and rejoin, and ends for both', async () => {
    const [url] = apps.urls as [string];
    const { healer, patient, openId } = apps.pairs[0]!;
    const healerPage = await participantPage(browser, url, healer);
    const patientPage = await participantPage(browser, url, patient);

    await openRoom(healerPage, url, openId);
    await healerPage.getByText('Video session with Noor Haddad').waitFor();
    await healerPage.getByRole('heading', { name: 'Ready to join?' }).waitFor();
    expect(await healerPage.getByLabel('Camera', { exact: true }).inputValue()).not.toBe('');
    expect(await healerPage.getByText(/encrypted end to end with WebRTC's DTLS-SRTP/).count()).toBe(
      1,
    );
    await expectAccessibleContent(healerPage);
    await join(healerPage);

    // The patient arrives: the healer's presence shows before joining.
    await openRoom(patientPage, url, openId);
    await expect
      .poll(() => patientPage.getByText('Dr. Iris Vale is waiting').isVisible(), CALL_TIMEOUT)
      .toBe(true);
    // Another microphone before joining: the call carries the chosen one.
    const microphone = patientPage.getByLabel('Microphone', { exact: true });
    const second = await microphone.locator('option').nth(1).getAttribute('value');
    await microphone.selectOption(second!);
    await expect.poll(() => microphone.inputValue(), CALL_TIMEOUT).toBe(second);
    await join(patientPage);

    await expectConnected(patientPage);
    await expectConnected(healerPage);
    await expectMediaFlowing(patientPage);
    await expectMediaFlowing(healerPage);
    await expect
      .poll(() => healerPage.locator('[data-quality]').getAttribute('data-quality'), CALL_TIMEOUT)
      .toMatch(/good|fair|poor/);
    await patientPage.getByRole('complementary', { name: 'Chat' }).waitFor();
    await expectAccessibleContent(patientPage);

    // Mute and camera off show on the other side.
    await patientPage.getByRole('button', { name: 'Mute', exact: true }).click();
    await expect
      .poll(() => healerPage.getByText('Noor Haddad is muted').isVisible(), CALL_TIMEOUT)
      .toBe(true);
    await patientPage.getByRole('button', { name: 'Turn camera off' }).click();
    await expect
      .poll(() => healerPage.getByText("Noor Haddad's camera is off").isVisible(), CALL_TIMEOUT)
      .toBe(true);
    await patientPage.getByRole('button', { name: 'Unmute' }).click();
    await patientPage.getByRole('button', { name: 'Turn camera on' }).click();
    await expect
      .poll(
        () => healerPage.locator('[data-remote-audio]').getAttribute('data-remote-audio'),
        CALL_TIMEOUT,
      )
      .toBe('on');

    // Screen sharing replaces the camera picture on the other side, and back.
    await healerPage.getByRole('button', { name: 'Share screen' }).click();
    await expect
      .poll(
        () => patientPage.locator('[data-remote-video]').getAttribute('data-remote-video'),
        CALL_TIMEOUT,
      )
      .toBe('screen');
    await patientPage.getByText('Dr. Iris Vale is sharing their screen').waitFor();
    await expectMediaFlowing(patientPage, ['video']);
    await healerPage.getByRole('button', { name: 'Stop sharing' }).click();
    await expect
      .poll(
        () => patientPage.locator('[data-remote-video]').getAttribute('data-remote-video'),
        CALL_TIMEOUT,
      )
      .toBe('on');

    // A network change restarts ICE (new credentials on both sides) and the call carries on.
    const ufragBefore = await remoteIceUfrag(healerPage);
    await patientPage.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => remoteIceUfrag(healerPage), CALL_TIMEOUT).not.toBe(ufragBefore);
    await expectConnected(healerPage);
    await expectMediaFlowing(healerPage);

    // The chat beside the video is the pair's conversation.
    await patientPage.getByLabel('Type a message').fill('Can you hear me?');
    await patientPage.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => healerPage.getByText('Can you hear me?').isVisible(), CALL_TIMEOUT)
      .toBe(true);

    // Leave and rejoin: a fresh connection comes up.
    await patientPage.getByRole('button', { name: 'Leave' }).click();
    await patientPage.getByRole('heading', { name: 'You left the session' }).waitFor();
    await expect
      .poll(() => healerPage.getByText(/Noor Haddad left the session/).isVisible(), CALL_TIMEOUT)
      .toBe(true);
    expect(await connectionState(healerPage)).not.toBe('connected');
    await patientPage.getByRole('button', { name: 'Rejoin' }).click();
    await expectConnected(patientPage);
    await expectConnected(healerPage);
    await expectMediaFlowing(healerPage);

    // The patient joins again from a second tab: it takes the call over, the first steps back.
    const secondTab = await patientPage.context().newPage();
    secondTab.setDefaultTimeout(CALL_TIMEOUT.timeout);
    await openRoom(secondTab, url, openId);
    await join(secondTab);
    await patientPage
      .getByRole('heading', { name: 'You joined from another window' })
      .waitFor({ timeout: CALL_TIMEOUT.timeout });
    await expectConnected(secondTab);
    await expectConnected(healerPage);
    await expectMediaFlowing(secondTab);

    // The healer ends the session: it is completed, and the patient is told.
    await healerPage.getByRole('button', { name: 'End session' }).click();
    await healerPage
      .getByRole('dialog', { name: 'End the session?' })
      .getByRole('button', { name: 'End session' })
      .click();
    await healerPage.getByRole('heading', { name: 'You ended the session' }).waitFor();
    await healerPage.getByText('The session is marked completed.').waitFor();
    await secondTab
      .getByRole('heading', { name: 'Dr. Iris Vale ended the session' })
      .waitFor({ timeout: CALL_TIMEOUT.timeout });
    const appointment = await patientPage.request.get(`${url}/api/appointments/${openId}`);
    expect((await appointment.json()).status).toBe('completed');
  });

  it('offers "Join video session" on both dashboards while the room is open', async () => {
    const [url] = apps.urls as [string];
    const { healer, patient, openId } = apps.pairs[2]!;
    const patientPage = await participantPage(browser, url, patient);
    await patientPage.goto(`${url}/patient-dashboard`);
    const patientLink = patientPage.getByRole('link', {
      name: `Join video session with ${healer.name}`,
    });
    await patientLink.waitFor();
    expect(await patientLink.getAttribute('href')).toBe(`/session/${openId}`);
    const healerPage = await participantPage(browser, url, healer);
    await healerPage.goto(`${url}/healer-dashboard/appointments`);
    const healerLink = healerPage.getByRole('link', {
      name: `Join video session with ${patient.name}`,
    });
    await healerLink.waitFor();
    await healerLink.click();
    await healerPage.getByRole('heading', { name: `Video session with ${patient.name}` }).waitFor();
    // The pair's later session is two days away: no button for it yet.
    await patientPage.goto(`${url}/patient-dashboard`);
    await patientLink.waitFor();
    await patientPage.getByText('Breathwork', { exact: true }).waitFor();
    expect(await patientPage.getByRole('link', { name: /Join video session/ }).count()).toBe(1);
  });

  it("tells anyone else 'Session not found', and the API answers 404", async () => {
    const [url] = apps.urls as [string];
    const page = await participantPage(browser, url, apps.stranger);
    await page.goto(`${url}/session/${apps.pairs[1]!.openId}`);
    await page.getByRole('heading', { name: 'Session not found' }).waitFor();
    await expectAccessibleContent(page);
    const room = await page.request.get(
      `${url}/api/appointments/${apps.pairs[1]!.openId}/video-room`,
    );
    expect(room.status()).toBe(404);
    const signal = await page.request.post(
      `${url}/api/appointments/${apps.pairs[1]!.openId}/signal`,
      {
        data: { kind: 'hello', session: 'stranger-tab' },
        headers: { origin: url },
      },
    );
    expect(signal.status()).toBe(404);
  });

  it('says when the room of a later session opens', async () => {
    const [url] = apps.urls as [string];
    const page = await participantPage(browser, url, apps.pairs[2]!.patient);
    await page.goto(`${url}/session/${apps.upcomingId}`);
    await page.getByRole('heading', { name: 'This session has not started yet' }).waitFor();
    expect(await page.getByText(/The video room opens at/).isVisible()).toBe(true);
    await expectAccessibleContent(page);
  });

  it('explains refused access, and lets a participant without camera or microphone join and see and hear the other', async () => {
    const [url] = apps.urls as [string];
    const { healer, patient, openId } = apps.pairs[1]!;

    const refused = await participantPage(refusing, url, patient);
    await openRoom(refused, url, openId);
    await refused.getByText(/Camera and microphone access is blocked/).waitFor();
    await refused.getByText(/You will join without camera and microphone/).waitFor();
    await expectAccessibleContent(refused);
    await refused.close();

    const healerPage = await participantPage(browser, url, healer);
    const patientPage = await participantPage(deviceless, url, patient);
    await openRoom(patientPage, url, openId);
    await patientPage.getByText(/No camera or microphone was found/).waitFor();
    await join(patientPage);
    await openRoom(healerPage, url, openId);
    await join(healerPage);
    await expectConnected(patientPage);
    await expectConnected(healerPage);
    await expectMediaFlowing(patientPage);
    await expect
      .poll(() => healerPage.getByText("Patient 1's camera is off").isVisible(), CALL_TIMEOUT)
      .toBe(true);
  });

  it.runIf(twoInstances)(
    'connects two participants served by different app instances',
    async () => {
      const [first, second] = apps.urls as [string, string];
      const { healer, patient, openId } = apps.pairs[2]!;
      const healerPage = await participantPage(browser, first, healer);
      const patientPage = await participantPage(browser, second, patient);
      await openRoom(healerPage, first, openId);
      await openRoom(patientPage, second, openId);
      await join(healerPage);
      await join(patientPage);
      await expectConnected(healerPage);
      await expectConnected(patientPage);
      await expectMediaFlowing(healerPage);
      await expectMediaFlowing(patientPage);
    },
  );
});
