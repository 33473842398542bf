import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_REASONS, weakPasswordReasons } from './password-strength';

describe('weakPasswordReasons', () => {
  it('accepts a long, uncommon password', () => {
    expect(
      weakPasswordReasons('correct-horse-battery', { email: 'a@b.test', name: 'Ann' }),
    ).toEqual([]);
  });

  it('rejects short passwords', () => {
    expect(weakPasswordReasons('Ab1!x')).toEqual([WEAK_PASSWORD_REASONS.tooShort]);
  });

  it('rejects common passwords whatever their case', () => {
    expect(weakPasswordReasons('Password123')).toEqual([WEAK_PASSWORD_REASONS.common]);
    expect(weakPasswordReasons('QWERTYUIOP')).toEqual([WEAK_PASSWORD_REASONS.common]);
    expect(weakPasswordReasons('iloveyou')).toEqual([WEAK_PASSWORD_REASONS.common]);
  });

  it('lists every reason at once', () => {
    expect(weakPasswordReasons('1234')).toEqual([
      WEAK_PASSWORD_REASONS.tooShort,
      WEAK_PASSWORD_REASONS.common,
    ]);
  });

  it('rejects the email, its local part and the name', () => {
    const owner = { email: 'Rowan.Ash@example.test', name: 'Rowan Ashworth' };
    expect(weakPasswordReasons('rowan.ash@example.test', owner)).toEqual([
      WEAK_PASSWORD_REASONS.email,
    ]);
    expect(weakPasswordReasons('rowan.ash', owner)).toEqual([WEAK_PASSWORD_REASONS.email]);
    expect(weakPasswordReasons('Rowan Ashworth', owner)).toEqual([WEAK_PASSWORD_REASONS.name]);
    expect(weakPasswordReasons('rowanashworth', owner)).toEqual([WEAK_PASSWORD_REASONS.name]);
  });
});
