import { describe, expect, it } from 'vitest';
import { HealerListQuerySchema } from '@contract/healers';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  type HealerFilters,
} from './healer-filters';

const full: HealerFilters = {
  q: 'calm & kind',
  specialties: ['Therapist', 'Life Coach'],
  languages: ['Spanish'],
  categories: ['mental', 'body'],
  modes: ['video', 'in_person'],
  priceRange: [40, 150],
  minRating: 4.5,
  experience: '10+',
  verified: true,
  availableThisWeek: true,
  sort: 'soonest',
};

describe('healer filters in the URL', () => {
  it('round-trips every filter', () => {
    expect(filtersFromSearchParams(filtersToSearchParams(full))).toEqual(full);
  });

  it('leaves defaults out of the URL', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, q: '   ' }).toString()).toBe('');
  });

  it('builds queries the API accepts', () => {
    const query = Object.fromEntries(
      [...new Set(filtersToSearchParams(full).keys())].map((key) => {
        const values = filtersToSearchParams(full).getAll(key);
        return [key, values.length === 1 ? values[0] : values];
      }),
    );
    expect(HealerListQuerySchema.safeParse(query).success).toBe(true);
  });

  it('drops hand-edited values the API would reject', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'category=astrology&category=body&mode=phone&minFee=7&maxFee=900&minRating=9&experience=old&sort=name&verified=yes&availableThisWeek=1',
      ),
    );
    expect(filters).toEqual({ ...DEFAULT_FILTERS, categories: ['body'] });
    expect(
      filtersFromSearchParams(new URLSearchParams('minFee=200&maxFee=100')).priceRange,
    ).toEqual([0, 100]);
  });
});
