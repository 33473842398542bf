import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkSignup, signupProblems } from './auth-checks';

const valid = { name: 'Rowan Ash', email: 'rowan@example.com', password: 'secret12' };

describe('checkSignup (docs/product.md, Validation: order and messages)', () => {
  it('accepts a complete form', () => {
    expect(checkSignup(valid)).toBeUndefined();
  });

  it('reports the first failing check only', () => {
    expect(checkSignup({ name: '   ', email: '', password: '' })).toBe(
      'Please enter your full name',
    );
    expect(checkSignup({ ...valid, email: ' ', password: '' })).toBe('Please enter your email');
    expect(checkSignup({ ...valid, email: 'rowan@example', password: '' })).toBe(
      'Please enter a valid email address',
    );
    expect(checkSignup({ ...valid, password: '1234567' })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('names every field that fails, for the messages beside the fields', () => {
    expect(signupProblems({ name: '', email: 'x@y', password: 'short' })).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    });
    expect(signupProblems(valid)).toEqual({});
  });
});

describe('checkNewPassword (reset form)', () => {
  it('checks the match before the length', () => {
    expect(checkNewPassword('short', 'other')).toBe("Passwords don't match");
    expect(checkNewPassword('short', 'short')).toBe('Password must be at least 8 characters long');
    expect(checkNewPassword('long enough', 'long enough')).toBeUndefined();
  });
});
