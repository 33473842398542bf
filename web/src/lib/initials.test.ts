import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(getInitials('Maya Patel', 'U')).toBe('MP');
    expect(getInitials('dr. maya patel', 'U')).toBe('DM');
    expect(getInitials('  Li   Wei  ', 'U')).toBe('LW');
  });

  it('uses one letter for a one-word name', () => {
    expect(getInitials('Cher', 'U')).toBe('C');
  });

  it('falls back when there is no name', () => {
    expect(getInitials('', 'U')).toBe('U');
    expect(getInitials('   ', 'H')).toBe('H');
    expect(getInitials(null, 'P')).toBe('P');
    expect(getInitials(undefined, 'U')).toBe('U');
  });

  it('keeps non-Latin letters whole', () => {
    expect(getInitials('Élodie Ørsted', 'U')).toBe('ÉØ');
    expect(getInitials('李 伟', 'U')).toBe('李伟');
  });

  it('takes letters, never an emoji or a sign', () => {
    expect(getInitials('😀 Smile', 'U')).toBe('S');
    expect(getInitials('🌿Maya Patel', 'U')).toBe('MP');
    expect(getInitials('& Co', 'U')).toBe('C');
    expect(getInitials('🧘 🌿', 'H')).toBe('H');
  });
});
