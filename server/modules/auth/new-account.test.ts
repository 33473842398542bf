import { describe, expect, it } from 'vitest';
import { displayName, newAccountRole } from './new-account';

describe('displayName', () => {
  it('keeps a plain name, without control characters or extra spaces', () => {
    expect(displayName('  Robin\u0000 \tVale\n', 'r@x.test')).toBe('Robin Vale');
  });

  it("falls back to the email's local part when the provider sent no name", () => {
    expect(displayName('', 'robin.vale@gmail.test')).toBe('robin.vale');
    expect(displayName(undefined, 'robin.vale@gmail.test')).toBe('robin.vale');
  });

  it('cuts a long name to 100 characters (by code point)', () => {
    expect([...displayName('🌿'.repeat(150), 'r@x.test')]).toHaveLength(100);
  });
});

describe('newAccountRole', () => {
  it('takes patient or healer, defaults to patient and refuses anything else', () => {
    expect(newAccountRole('healer')).toBe('healer');
    expect(newAccountRole(undefined)).toBe('patient');
    expect(newAccountRole('admin')).toBeUndefined();
    expect(newAccountRole('')).toBeUndefined();
  });
});
