import { describe, expect, it } from 'vitest';
import { readApiError } from './api-client';

describe('readApiError', () => {
  it('reads our envelope, with the reasons when present', () => {
    const error = readApiError(400, {
      error: {
        code: 'weak_password',
        message: 'Password is too weak',
        reasons: ['Too common', 42],
      },
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'weak_password',
      message: 'Password is too weak',
      reasons: ['Too common'],
    });
  });

  it("reads the auth library's flat shape and lower-cases its code", () => {
    const error = readApiError(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(error).toMatchObject({
      code: 'invalid_email_or_password',
      message: 'Invalid email or password',
      reasons: [],
    });
  });

  it('falls back to a generic message for unreadable bodies', () => {
    expect(readApiError(502, undefined)).toMatchObject({
      code: 'http_error',
      message: 'Request failed (502)',
    });
    expect(readApiError(429, 'Too many')).toMatchObject({ code: 'rate_limited' });
    expect(readApiError(400, { error: { code: 'x', message: '' } }).code).toBe('http_error');
  });
});
