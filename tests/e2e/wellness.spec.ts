import { describe, expect, it } from 'vitest';
import { DEMO_PATIENT, signInViaApi } from './support/accounts';
import { expectAccessible, useBrowser, visit } from './support/browser';

// The demo's Sofia Reyes has held a session with Alex Morgan (the demo patient): a healer may
// write a plan for a patient they have had a session with, and notes on that session.
const SOFIA = 'sofia.reyes@demo.wellspring.local';

describe('the care between sessions', () => {
  const browser = useBrowser();

  it('a plan from a template shows live; the patient ticks a practice and checks in; the history shows the shared summary', async () => {
    const patientPage = await browser.newPage();
    await signInViaApi(patientPage, DEMO_PATIENT);
    const { user: patient } = (await (await patientPage.request.get('/api/me')).json()) as {
      user: { id: string };
    };
    await visit(patientPage, '/patient-dashboard/wellness');
    await patientPage.getByRole('heading', { name: 'Wellness plans', level: 1 }).waitFor();

    const healerPage = await browser.newPage();
    await signInViaApi(healerPage, SOFIA);
    const template = await healerPage.request.post('/api/plan-templates', {
      headers: { origin: browser.baseUrl },
      data: {
        name: 'Calm evenings',
        title: 'Calm evenings',
        summary: 'Slow down before bed.',
        practices: [{ title: 'Evening breathing', frequency: 'daily', time_of_day: '21:00' }],
        recommendations: [{ kind: 'herb', name: 'Chamomile tea', schedule: 'After dinner' }],
      },
    });
    expect(template.status()).toBe(201);

    // The healer's patient page: a new plan from the template.
    await visit(healerPage, `/healer-dashboard/patients/${patient.id}`);
    await healerPage.getByRole('button', { name: 'New plan' }).click();
    await healerPage.getByLabel('Start from a template').selectOption({ label: 'Calm evenings' });
    expect(await healerPage.getByLabel('Title').inputValue()).toBe('Calm evenings');
    await expectAccessible(healerPage);
    await healerPage.getByRole('button', { name: 'Save plan' }).click();
    await healerPage.getByRole('button', { name: 'Edit Calm evenings' }).waitFor();

    // Live on the patient's open page, without a reload.
    const practice = patientPage.getByRole('checkbox', { name: /Evening breathing/ });
    await practice.waitFor();
    await patientPage.getByRole('heading', { name: 'Calm evenings', level: 3 }).waitFor();
    // Checked once the server has it (the box is controlled by the plan’s state).
    await practice.click();
    await expect.poll(() => practice.isChecked()).toBe(true);
    await patientPage.getByText('Streak: 1 days').waitFor();
    // Ticked by mistake: taken back, then ticked again.
    await practice.click();
    await expect.poll(() => practice.isChecked()).toBe(false);
    await patientPage.getByText('Streak: 0 days').waitFor();
    await practice.click();
    await expect.poll(() => practice.isChecked()).toBe(true);
    await patientPage.getByText('Streak: 1 days').waitFor();

    // The weekly check-in, then its chart.
    const checkIn = patientPage.getByRole('group', { name: 'Mood' });
    await checkIn.getByRole('radio', { name: '4' }).check();
    await patientPage
      .getByRole('group', { name: 'Sleep' })
      .getByRole('radio', { name: '2' })
      .check();
    await patientPage.getByLabel('Note (optional)').fill('Slept badly on Tuesday');
    await patientPage.getByRole('button', { name: 'Save check-in' }).click();
    await patientPage.getByText('Check-in saved').waitFor();
    await patientPage.getByTestId('check-in-chart').locator('canvas').waitFor();
    const row = patientPage.getByRole('table', { name: /Check-ins of the last 12 weeks/ });
    await expect.poll(() => row.textContent()).toMatch(/4.*3.*2/);
    await expectAccessible(patientPage);

    // The healer sees the adherence and writes the session's notes.
    await healerPage.reload();
    const adherence = healerPage.getByRole('article', { name: 'Calm evenings' });
    await expect.poll(() => adherence.textContent()).toMatch(/Evening breathing.*1 \/ 1/);
    const notes = healerPage.getByRole('form', { name: /^Notes on/ }).first();
    await notes.getByLabel(/Private note/).fill('Private: consider a referral');
    await notes.getByLabel(/Shared summary/).fill('We practised box breathing together.');
    await notes.getByRole('button', { name: 'Save notes' }).click();
    await healerPage.getByText('Notes saved').waitFor();
    await expectAccessible(healerPage);

    // Both dashboards count the active plan.
    for (const [page, path, label] of [
      [patientPage, '/patient-dashboard', 'Wellness Plans'],
      [healerPage, '/healer-dashboard', 'Active Wellness Plans'],
    ] as const) {
      await visit(page, path);
      const tile = page.getByText(label, { exact: true }).locator('..');
      await expect
        .poll(async () => Number((await tile.textContent())?.replace(/\D/g, '')))
        .toBeGreaterThan(0);
    }

    // The patient's history shows the shared summary, never the private note.
    await visit(patientPage, '/patient-dashboard/history');
    await patientPage.getByText('We practised box breathing together.').waitFor();
    expect(await patientPage.content()).not.toContain('consider a referral');

    // The recommendations beside the medications; "Remind me" adds a medication.
    await visit(patientPage, '/patient-dashboard/prescriptions');
    await patientPage.getByRole('button', { name: 'Remind me: Chamomile tea' }).click();
    await patientPage.getByText(/Chamomile tea added to your medications/).waitFor();
    await expectAccessible(patientPage);
  });

  it('a healer writes, edits and removes a plan template on its own page', async () => {
    const page = await browser.newPage();
    await signInViaApi(page, SOFIA);
    await visit(page, '/healer-dashboard/plan-templates');
    await page.getByRole('heading', { name: 'Plan templates', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'New template' });
    await form.getByLabel('Template name').fill('Morning grounding');
    await form.getByLabel('Title').fill('Grounding mornings');
    await form.getByRole('button', { name: 'Add practice' }).click();
    await form.getByLabel('Practice 1').fill('Walk barefoot');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Template saved').waitFor();
    const list = page.getByRole('list', { name: 'Your templates' });
    const row = list.getByRole('listitem').filter({ hasText: 'Morning grounding' });
    await row.getByText('Grounding mornings · 1 practice · 0 goals').waitFor();

    await row.getByRole('button', { name: 'Edit Morning grounding' }).click();
    const editor = page.getByRole('form', { name: 'Edit template Morning grounding' });
    expect(await editor.getByLabel('Practice 1').inputValue()).toBe('Walk barefoot');
    await editor.getByLabel('Template name').fill('Grounding, week one');
    await editor.getByRole('button', { name: 'Add goal' }).click();
    await editor.getByLabel('Goal 1').fill('Outside before 8:00');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Grounding, week one' })
      .getByText('1 practice · 1 goal', { exact: false })
      .waitFor();
    const stored = (await (await page.request.get('/api/plan-templates')).json()) as {
      items: Array<{ name: string; goals: Array<{ title: string }> }>;
    };
    expect(stored.items.find((item) => item.name === 'Grounding, week one')?.goals).toEqual([
      expect.objectContaining({ title: 'Outside before 8:00' }),
    ]);

    await page.getByRole('button', { name: 'Remove Grounding, week one' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Grounding, week one?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove template' }).click();
    await page.getByText('Template removed').waitFor();
    await expect
      .poll(() => list.getByRole('listitem').filter({ hasText: 'Grounding, week one' }).count())
      .toBe(0);
  });
});
