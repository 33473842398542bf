import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SPECIALTIES, termsOf } from '@contract/specialties';
import { healerWithWeek } from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';

/**
 * Decision 078: the database's copy of the vocabulary's stems (`healer_specialty_terms`,
 * migration 0030) maps entries to terms exactly as the contract does (`termsOf`), and the
 * stored terms follow every change of a healer's entries.
 */
describe('stored specialty terms', () => {
  const t = useTestApp();

  async function termsInDatabase(entries: string[]): Promise<string[]> {
    const result = await t.database.pool.query<{ terms: string[] }>(
      'select healer_specialty_terms($1::text[]) as terms',
      [entries],
    );
    return result.rows[0]!.terms;
  }
  const termsInContract = (entries: string[]) =>
    [...new Set(entries.flatMap((entry) => termsOf(entry).map((term) => term.label)))].sort();

  it('match the contract for every stem and label of the vocabulary, in any case', async () => {
    const entries = SPECIALTIES.flatMap((term) => [
      term.label,
      term.label.toUpperCase(),
      ...term.stems,
      ...term.stems.map((stem) => `Certified ${stem.toUpperCase()} practice`),
    ]);
    for (const entry of entries)
      expect(await termsInDatabase([entry]), entry).toEqual(termsInContract([entry]));
    for (const entries of [
      ['Couples Therapy', 'Sound bath'],
      ['Reiki', 'Energy work', 'Mindful eating'],
      ['Astrology'],
      [],
    ])
      expect(await termsInDatabase(entries), entries.join()).toEqual(termsInContract(entries));
  });

  it('follow a healer’s entries, and the directory finds them by term and by text', async () => {
    const healer = await healerWithWeek(t);
    const stored = async () =>
      (
        await t.database.db.execute<{ terms: string[] }>(
          sql`select specialty_terms as terms from profiles where user_id = ${healer.userId}`,
        )
      ).rows[0]!.terms;
    const found = async (specialty: string) => {
      const response = await t.request(
        `/api/healers?${new URLSearchParams({ specialty, limit: '50' })}`,
      );
      expect(response.status).toBe(200);
      const page = (await response.json()) as { items: Array<{ user_id: string }> };
      return page.items.some((item) => item.user_id === healer.userId);
    };

    await t.database.db.execute(
      sql`update profiles set specialties = array['Couples Therapy', 'Tarot'] where user_id = ${healer.userId}`,
    );
    expect(await stored()).toEqual(['Therapist']);
    expect(await found('Therapist')).toBe(true);
    expect(await found('tarot')).toBe(true);
    expect(await found('Sound Healer')).toBe(false);

    await t.database.db.execute(
      sql`update profiles set specialties = array['Sound bath'] where user_id = ${healer.userId}`,
    );
    expect(await stored()).toEqual(['Sound Healer']);
    expect(await found('Sound Healer')).toBe(true);
    expect(await found('Therapist')).toBe(false);
  });
});
