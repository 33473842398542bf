import {
  EXPERIENCE_BANDS,
  HEALER_CATEGORY_IDS,
  HEALER_SEARCH_MAX,
  HEALER_SORTS,
  MIN_RATING_STEPS,
  PRICE_SLIDER,
  SESSION_MODES,
  type ExperienceBand,
  type HealerCategoryId,
  type HealerSort,
  type SessionMode,
} from '@contract/constants';

/**
 * The directory's filter state (docs/product.md, Data: specialties, price range, languages,
 * categories, plus search, modes, rating, experience and sort). It lives in the URL, with the API's
 * parameter names, so a search can be shared and reloaded.
 */
export interface HealerFilters {
  q: string;
  specialties: string[];
  languages: string[];
  categories: HealerCategoryId[];
  modes: SessionMode[];
  priceRange: [number, number];
  minRating: number | null;
  experience: ExperienceBand | null;
  /** Only healers whose credentials were verified. */
  verified: boolean;
  /** Only healers with a free start within the next 7 days. */
  availableThisWeek: boolean;
  sort: HealerSort;
}

export const DEFAULT_FILTERS: HealerFilters = {
  q: '',
  specialties: [],
  languages: [],
  categories: [],
  modes: [],
  priceRange: [PRICE_SLIDER.min, PRICE_SLIDER.max],
  minRating: null,
  experience: null,
  verified: false,
  availableThisWeek: false,
  sort: 'rating',
};

export const MIN_RATING_OPTIONS = MIN_RATING_STEPS;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

const sliderValue = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return raw !== null &&
    Number.isInteger(value) &&
    value >= PRICE_SLIDER.min &&
    value <= PRICE_SLIDER.max &&
    value % PRICE_SLIDER.step === 0
    ? value
    : fallback;
};

/** Reads filters from the URL, dropping anything the API would reject (a hand-edited link). */
export function filtersFromSearchParams(params: URLSearchParams): HealerFilters {
  const list = (name: string) => [...new Set(params.getAll(name).filter(Boolean))].slice(0, 20);
  let minFee = sliderValue(params.get('minFee'), PRICE_SLIDER.min);
  const maxFee = sliderValue(params.get('maxFee'), PRICE_SLIDER.max);
  if (minFee > maxFee) minFee = PRICE_SLIDER.min;
  const rating = Number(params.get('minRating'));
  return {
    q: (params.get('q') ?? '').slice(0, HEALER_SEARCH_MAX),
    specialties: list('specialty').filter((value) => value.length <= 60),
    languages: list('language').filter((value) => value.length <= 60),
    categories: list('category').filter((value): value is HealerCategoryId =>
      (HEALER_CATEGORY_IDS as readonly string[]).includes(value),
    ),
    modes: list('mode').filter((value): value is SessionMode =>
      (SESSION_MODES as readonly string[]).includes(value),
    ),
    priceRange: [minFee, maxFee],
    minRating: params.get('minRating') && rating > 0 && rating <= 5 ? rating : null,
    experience: oneOf(EXPERIENCE_BANDS, params.get('experience')),
    verified: params.get('verified') === 'true',
    availableThisWeek: params.get('availableThisWeek') === 'true',
    sort: oneOf(HEALER_SORTS, params.get('sort')) ?? 'rating',
  };
}

/** The API query (and the page URL) for a filter state; defaults are left out. */
export function filtersToSearchParams(filters: HealerFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  for (const value of filters.specialties) params.append('specialty', value);
  for (const value of filters.languages) params.append('language', value);
  for (const value of filters.categories) params.append('category', value);
  for (const value of filters.modes) params.append('mode', value);
  const [minFee, maxFee] = filters.priceRange;
  if (minFee > PRICE_SLIDER.min) params.set('minFee', String(minFee));
  if (maxFee < PRICE_SLIDER.max) params.set('maxFee', String(maxFee));
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.experience) params.set('experience', filters.experience);
  if (filters.verified) params.set('verified', 'true');
  if (filters.availableThisWeek) params.set('availableThisWeek', 'true');
  if (filters.sort !== 'rating') params.set('sort', filters.sort);
  return params;
}

const DIRECTORY_PAGE_SIZE = 12;

/** The directory's search: the filters plus its page size. */
export function directorySearch(filters: HealerFilters): URLSearchParams {
  const search = filtersToSearchParams(filters);
  search.set('limit', String(DIRECTORY_PAGE_SIZE));
  return search;
}
