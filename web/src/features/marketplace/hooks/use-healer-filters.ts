import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  type HealerFilters,
} from '../lib/healer-filters';

/**
 * The directory's filters, read from and written to the URL. Every change is a history entry,
 * so the back button steps back through earlier searches.
 */
export function useHealerFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // Keyed on the query string, so an unchanged URL gives the same object (and query key).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [key]);

  const update = useCallback(
    (change: Partial<HealerFilters>) =>
      setSearchParams(
        (current) => filtersToSearchParams({ ...filtersFromSearchParams(current), ...change }),
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const reset = useCallback(
    () => setSearchParams(filtersToSearchParams(DEFAULT_FILTERS), { preventScrollReset: true }),
    [setSearchParams],
  );
  return { filters, update, reset };
}
