import { describe, expect, it } from 'vitest';
import { HealerListQuerySchema } from '@contract/healers';
import { BROAD_SEARCH_SECONDS, BroadSearches, filterKey } from './broad-searches';

describe('broad searches (decision 085)', () => {
  it('are remembered for their window and then forgotten', () => {
    const searches = new BroadSearches();
    searches.remember('reiki', 0);
    expect(searches.has('reiki', BROAD_SEARCH_SECONDS * 1000 - 1)).toBe(true);
    expect(searches.has('reiki', BROAD_SEARCH_SECONDS * 1000)).toBe(false);
    expect(searches.has('yoga', 0)).toBe(false);
  });

  it('keep at most a thousand, the oldest going first', () => {
    const searches = new BroadSearches();
    for (let n = 0; n <= 1_000; n += 1) searches.remember(`q${n}`, 0);
    expect(searches.has('q0', 1)).toBe(false);
    expect(searches.has('q1', 1)).toBe(true);
    expect(searches.has('q1000', 1)).toBe(true);
  });

  it('are keyed by the filters, not by the sort, the page size or the cursor', () => {
    const key = (query: Record<string, unknown>) => filterKey(HealerListQuerySchema.parse(query));
    expect(key({ q: 'reiki', sort: 'fee_asc', limit: 5 })).toBe(key({ q: 'reiki' }));
    expect(key({ q: 'reiki' })).not.toBe(key({ q: 'reiki', verified: 'true' }));
    expect(key({ q: 'reiki' })).not.toBe(key({ q: 'yoga' }));
  });
});
