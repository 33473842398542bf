import { describe, expect, it } from 'vitest';
import type { HealerList } from '@contract/healers';
import { useTestApp } from '../../../tests/support/test-app';
import { insertHealer } from '../../../tests/support/healers';

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('healers API bad input', () => {
  const t = useTestApp();

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=Infinity', 'limit'],
    ['limit=1&limit=2', 'limit'],
    ['minFee=-5', 'minFee'],
    ['minFee=305', 'minFee'],
    ['minFee=7', 'minFee'],
    ['minFee=ten', 'minFee'],
    ['maxFee=1e9', 'maxFee'],
    ['maxFee=NaN', 'maxFee'],
    ['minFee=100&maxFee=50', 'minFee'],
    ['minRating=5.5', 'minRating'],
    ['minRating=-1', 'minRating'],
    ['minRating=great', 'minRating'],
    ['experience=20%2B', 'experience'],
    ['experience=0-5&experience=10%2B', 'experience'],
    ['sort=name', 'sort'],
    ['sort=rating%3B%20DROP%20TABLE%20profiles', 'sort'],
    ['mode=phone', 'mode'],
    ['mode=video&mode=telepathy', 'mode'],
    ['category=astrology', 'category'],
    ['category=Mental', 'category'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['q=tab%09here', 'q'],
    [`specialty=${'s'.repeat(61)}`, 'specialty'],
    [Array.from({ length: 21 }, (_, index) => `language=L${index}`).join('&'), 'language'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${'x'.repeat(501)}`, 'cursor'],
    [`cursor=${cursorOf({ s: 'rating', v: 'high', u: 'x' })}`, 'cursor'],
    [`cursor=${cursorOf({ s: 'rating', v: null, u: 'x' })}`, 'cursor'],
    [`cursor=${cursorOf({ s: 'fee_asc', v: 50, u: 'x' })}`, 'cursor'],
    [`cursor=${cursorOf({ s: 'rating', v: 4, u: 'x', extra: 1 })}`, 'cursor'],
    [`cursor=${cursorOf([1, 2])}`, 'cursor'],
    [`cursor=${cursorOf('rating')}`, 'cursor'],
    [`cursor=${cursorOf({ s: 'rating', v: 4, u: 'a\u0000' })}`, 'cursor'],
    [`sort=experience&cursor=${cursorOf({ s: 'experience', v: -1e300, u: 'x' })}`, 'cursor'],
    [`sort=experience&cursor=${cursorOf({ s: 'experience', v: 2.5, u: 'x' })}`, 'cursor'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const response = await t.request(`/api/healers?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message.startsWith(`${parameter}:`), body.error.message).toBe(true);
  });

  it('accepts q of exactly 200 characters', async () => {
    expect((await t.request(`/api/healers?q=${'a'.repeat(200)}`)).status).toBe(200);
  });

  it('answers an edited but well-formed cursor with the page after that position', async () => {
    const low = await insertHealer(t.database.db, { usrName: 'Low Rated', ratingAverage: 1 });
    const response = await t.request(
      `/api/healers?cursor=${cursorOf({ s: 'rating', v: 2, u: '\u{10FFFF}' })}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as HealerList;
    expect(body.items.map((item) => item.user_id)).toEqual([low]);
  });

  it('ignores unknown parameters', async () => {
    expect((await t.request('/api/healers?utm_source=newsletter')).status).toBe(200);
  });
});
