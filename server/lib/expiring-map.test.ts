import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  it('gives a value until its seconds have passed', () => {
    const map = new ExpiringMap<string>(10);
    map.set('a', 'one', 5, 0);
    expect(map.get('a', 4_999)).toBe('one');
    expect(map.get('a', 5_000)).toBeUndefined();
    expect(map.get('b', 0)).toBeUndefined();
  });

  it('keeps its capacity, the entry set longest ago leaving first', () => {
    const map = new ExpiringMap<number>(2);
    map.set('a', 1, 60, 0);
    map.set('b', 2, 60, 0);
    map.set('a', 3, 60, 0); // set again: now the newest
    map.set('c', 4, 60, 0);
    expect(map.get('b', 1)).toBeUndefined();
    expect(map.get('a', 1)).toBe(3);
    expect(map.get('c', 1)).toBe(4);
  });

  it('deletes an entry only while it still holds the value given', () => {
    const map = new ExpiringMap<string>(10);
    map.set('a', 'old', 60, 0);
    map.set('a', 'new', 60, 0);
    map.deleteIf('a', 'old');
    expect(map.get('a', 1)).toBe('new');
    map.deleteIf('a', 'new');
    expect(map.get('a', 1)).toBeUndefined();
  });
});
