import { describe, expect, it } from 'vitest';
import { signUnsubscribe, unsubscribeKey, verifyUnsubscribe } from './unsubscribe-token';
import { roundedLead } from './notification-texts';

describe('unsubscribe tokens', () => {
  const key = unsubscribeKey('a secret of at least thirty-two characters');

  it('verify their own claim and nothing else', () => {
    const token = signUnsubscribe(key, { userId: 'user-1', category: 'reminders' });
    expect(verifyUnsubscribe(key, token)).toEqual({ userId: 'user-1', category: 'reminders' });
    const [user, , mac] = token.split('.');
    // Another category or user with the same signature, another key, or garbage: refused.
    expect(verifyUnsubscribe(key, `${user}.bookings.${mac}`)).toBeUndefined();
    expect(
      verifyUnsubscribe(key, `${Buffer.from('user-2').toString('base64url')}.reminders.${mac}`),
    ).toBeUndefined();
    expect(
      verifyUnsubscribe(unsubscribeKey('another secret of thirty-two characters!'), token),
    ).toBeUndefined();
    for (const bad of ['', 'a.b', `${token}.x`, `${user}.marketing.${mac}`])
      expect(verifyUnsubscribe(key, bad)).toBeUndefined();
  });
});

describe('the time left before a session, in words', () => {
  it('rounds to the unit a lead time reads in', () => {
    expect(roundedLead(59.7)).toBe(60);
    expect(roundedLead(1438)).toBe(1440);
    expect(roundedLead(14.6)).toBe(15);
    expect(roundedLead(95)).toBe(95);
    expect(roundedLead(0.2)).toBe(1);
  });
});
