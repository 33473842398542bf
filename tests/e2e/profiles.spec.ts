import { describe, expect, it } from 'vitest';
import { useBrowser, visit } from './support/browser';
import { signUpViaApi } from './support/accounts';

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('profile forms', () => {
  const browser = useBrowser();

  it('saves a healer profile and shows it again after a reload', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'healer');
    await visit(page, '/healer-profile');
    const main = page.getByRole('main');
    await main.getByLabel('Full name').fill('Dr. Rowan Vale');
    await main.getByLabel('Bio').fill('<script>alert(1)</script> Calm, practical support.');
    await main.getByLabel('Location').fill('Lisbon, Portugal');
    await main.getByLabel('Time zone').fill('Europe/Lisbon');
    await main.getByLabel('Experience (years)').fill('12');
    await main.getByLabel('Consultation fee ($ per session)').fill('135.50');
    await main.getByLabel('Video').check();
    await main.getByLabel('In-person').check();
    await main.getByLabel('Mental & Emotional').check();
    const specialties = main.getByLabel('Specialties');
    await specialties.fill('  Therapist ');
    await specialties.press('Enter');
    await specialties.fill('therapist');
    await specialties.press('Enter');
    await specialties.fill('   ');
    await specialties.press('Enter');
    await specialties.fill('Life Coach');
    await main.getByRole('button', { name: 'Add specialty' }).click();
    await main.getByLabel('Languages').fill('Portuguese');
    await main.getByLabel('Languages').press('Enter');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await main.getByLabel('Full name').inputValue()).toBe('Dr. Rowan Vale');
    // Stored and shown as text, never as markup.
    expect(await main.getByLabel('Bio').inputValue()).toBe(
      '<script>alert(1)</script> Calm, practical support.',
    );
    expect(await main.getByLabel('Time zone').inputValue()).toBe('Europe/Lisbon');
    expect(await main.getByLabel('Experience (years)').inputValue()).toBe('12');
    expect(await main.getByLabel('Consultation fee ($ per session)').inputValue()).toBe('135.5');
    expect(await main.getByLabel('Video').isChecked()).toBe(true);
    expect(await main.getByLabel('Chat').isChecked()).toBe(false);
    expect(await main.getByLabel('Mental & Emotional').isChecked()).toBe(true);
    for (const tag of ['Therapist', 'Life Coach', 'Portuguese'])
      await main.getByRole('button', { name: `Remove ${tag}` }).waitFor();
    expect(await main.getByRole('button', { name: /^Remove / }).count()).toBe(3);
    // A 10,000-character paste is kept whole and refused with a counter, never cut.
    await main.getByLabel('Bio').fill('x'.repeat(10_000));
    await main.getByText('10000 / 2000: 8000 characters too many').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await main.getByText('Bio must be at most 2000 characters').waitFor();
    expect((await main.getByLabel('Bio').inputValue()).length).toBe(10_000);
    // The sidebar shows the new name's initials.
    const sidebar = page.getByRole('complementary', { name: 'Healer navigation' });
    expect(await sidebar.textContent()).toContain('DR');
  });

  it('shows field errors from the shared schema and saves nothing', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await visit(page, '/patient-profile');
    const main = page.getByRole('main');
    await main.getByLabel('Full name').fill('   ');
    await main.getByLabel('Time zone').fill('Mars/Olympus');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await main.getByText('Please enter your full name').waitFor();
    await main.getByText(/Unknown time zone/).waitFor();
    expect(await main.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Profile updated successfully!').count()).toBe(0);
  });

  it('saves a patient profile (birth date, gender, languages) across a reload', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await visit(page, '/patient-profile');
    const main = page.getByRole('main');
    await main.getByLabel('Date of birth').fill('1990-04-12');
    await main.getByLabel('Gender').selectOption('non-binary');
    await main.getByLabel('Languages').fill('French');
    await main.getByLabel('Languages').press('Enter');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await main.getByLabel('Date of birth').inputValue()).toBe('1990-04-12');
    expect(await main.getByLabel('Gender').inputValue()).toBe('non-binary');
    await main.getByRole('button', { name: 'Remove French' }).waitFor();
  });

  it('saves a chosen picture with Save Changes, so it survives a reload; explains a file it cannot take', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await visit(page, '/patient-profile');
    const picker = page.getByLabel('Profile picture file');
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await page.getByText('Please choose a PNG, JPEG or WebP image.').waitFor();
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await page.getByText('The image is larger than 2 MB. Please choose a smaller one.').waitFor();

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('New photo chosen: it is saved with Save Changes.').waitFor();
    await page.getByText('You have unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByText('PNG, JPEG or WebP, up to 2 MB.').waitFor();
    expect(await page.getByText('You have unsaved changes').count()).toBe(0);
    const me = (await (await page.request.get('/api/me')).json()) as {
      profile: { profile_picture_url: string | null };
    };
    expect(me.profile.profile_picture_url).toBeTruthy();
    const image = await page.request.get(me.profile.profile_picture_url!);
    expect(image.status()).toBe(200);
  });
});
