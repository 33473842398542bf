import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';

describe('sign-up and the current user', () => {
  const t = useTestApp();

  it('creates the user and a profile with the chosen role in one go', async () => {
    const healer = await signUp(t, { role: 'healer', name: '  Rowan Healer ' });
    expect(healer.profile).toMatchObject({
      role: 'healer',
      usr_name: 'Rowan Healer',
      user_id: healer.userId,
    });
    const patient = await signUp(t);
    expect(patient.profile.role).toBe('patient');
  });

  it('answers 401 to /api/me without a session', async () => {
    const response = await t.request('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'You must be logged in' },
    });
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      json: { name: 'Cookie Check', email: uniqueEmail(), password: 'correct-horse-battery' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((header) => header.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('rejects a role that is neither patient nor healer, and creates nothing', async () => {
    const email = uniqueEmail();
    const response = await t.request('/api/auth/sign-up/email', {
      json: { name: 'Admin Wannabe', email, password: 'correct-horse-battery', role: 'admin' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/role/i);
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email, password: 'correct-horse-battery' },
    });
    expect(signIn.status).toBe(401);
  });
});
