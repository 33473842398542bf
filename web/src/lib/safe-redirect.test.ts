import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectPath, withRedirect } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/messages')).toBe('/messages');
    expect(safeRedirectPath('/book-session?healer=abc&service=2')).toBe(
      '/book-session?healer=abc&service=2',
    );
    expect(safeRedirectPath('/patient-dashboard#history')).toBe('/patient-dashboard#history');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['backslash later', '/foo\\bar'],
    ['absolute https', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative without slash', 'evil.example'],
    ['tab smuggling', '/\t/evil.example'],
    ['newline smuggling', '/\n/evil.example'],
  ])('rejects %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectPath('/a/../../messages')).toBe('/messages');
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('withRedirect', () => {
  it('adds a safe target, keeping the path’s own query', () => {
    expect(withRedirect('/signup?role=healer', '/book-session?healer=a')).toBe(
      '/signup?role=healer&redirect=%2Fbook-session%3Fhealer%3Da',
    );
    expect(loginPath('/messages')).toBe('/login?redirect=%2Fmessages');
  });

  it('leaves an unsafe or missing target out', () => {
    expect(withRedirect('/signup', 'https://evil.example/')).toBe('/signup');
    expect(loginPath()).toBe('/login');
  });
});
