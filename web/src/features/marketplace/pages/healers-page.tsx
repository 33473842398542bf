import { SearchX, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { HEALER_TOTAL_CAP, type HealerSort } from '@contract/constants';
import { useHealerPages } from '@/api/get-healers';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';
import { BookSessionButton } from '../components/calls-to-action';
import { FilterPanel } from '../components/filter-panel';
import { HealerCard } from '../components/healer-card';
import { HealersSearchBox } from '../components/healers-search-box';
import { useHealerFilters } from '../hooks/use-healer-filters';
import { directorySearch } from '../lib/healer-filters';

// The phone's filter sheet (a dialog) loads on the first tap of "Show filters".
const FilterSheet = lazy(() => import('../components/filter-sheet'));

/** "12 healers found", "1000+ healers found". */
function countLabel(total: number) {
  if (total > HEALER_TOTAL_CAP) return `${HEALER_TOTAL_CAP}+ healers found`;
  return `${total} ${total === 1 ? 'healer' : 'healers'} found`;
}

/** The phone sheet's closing button: how many results it closes onto. */
function showResultsLabel(total: number | undefined, updating: boolean) {
  if (updating || total === undefined) return 'Show results';
  if (total > HEALER_TOTAL_CAP) return `Show ${HEALER_TOTAL_CAP}+ results`;
  return `Show ${total} ${total === 1 ? 'result' : 'results'}`;
}

const SORT_LABELS: Record<HealerSort, string> = {
  rating: 'Highest rated',
  fee_asc: 'Fee: low to high',
  fee_desc: 'Fee: high to low',
  experience: 'Most experienced',
  soonest: 'Soonest available',
};

/**
 * Sonner's rich error red on its pink background is below WCAG AA contrast (4.35:1); darken the
 * text (important: sonner's styles are unlayered, so they beat plain Tailwind utilities).
 */
const READABLE_ERROR_TOAST = { title: 'text-red-900!', description: 'text-red-900!' };

export default function HealersPage() {
  usePageMeta(
    'Find a Healer',
    'Search therapists, nutritionists, yoga and meditation guides and energy healers by specialty, price, language, rating and experience.',
  );
  const { filters, update, reset } = useHealerFilters();
  const directory = useHealerPages(directorySearch(filters));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);

  useEffect(() => {
    if (!directory.isError) return;
    const title = directory.isFetchNextPageError
      ? 'Failed to load more healers'
      : 'Failed to fetch healers';
    toast.error(title, { description: directory.error.message, classNames: READABLE_ERROR_TOAST });
  }, [directory.isError, directory.isFetchNextPageError, directory.error]);

  const healers = directory.data?.pages.flatMap((page) => page.items) ?? [];
  const firstPage = directory.data?.pages[0];
  const total = firstPage?.total ?? 0;
  const panel = <FilterPanel filters={filters} onChange={update} onReset={reset} />;
  const showEmpty = !directory.isPending && healers.length === 0;

  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Find Your Healer</h1>
          <p className="max-w-2xl text-slate-700">
            Browse trusted practitioners for mind, body and lifestyle care, and book the one who
            fits you.
          </p>
          <BookSessionButton size="lg" />
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[16rem_1fr]">
        {/* Thirty-odd filters stand between the page's top and the first result. */}
        <a
          href="#results"
          className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:z-50"
        >
          Skip to results
        </a>
        <aside aria-label="Filters" className="lg:block">
          <Button
            variant="outline"
            className="w-full lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={() => {
              setSheetWanted(true);
              setFiltersOpen(true);
            }}
          >
            <SlidersHorizontal aria-hidden="true" />
            Show filters
          </Button>
          <div className="hidden lg:block">{panel}</div>
          {sheetWanted ? (
            <Suspense fallback={null}>
              <FilterSheet
                open={filtersOpen}
                onOpenChange={setFiltersOpen}
                resultsLabel={showResultsLabel(firstPage?.total ?? undefined, directory.isFetching)}
              >
                {panel}
              </FilterSheet>
            </Suspense>
          ) : null}
        </aside>

        <section
          id="results"
          tabIndex={-1}
          aria-labelledby="results-heading"
          className="flex min-w-0 flex-col gap-6 focus:outline-none"
        >
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <HealersSearchBox value={filters.q} onSearch={(q) => update({ q })} />
            <SelectField
              label="Sort by"
              className="sm:w-52"
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as HealerSort })}
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          </div>
          <p aria-live="polite" className="text-sm text-slate-700">
            {directory.isPending || directory.isError ? '' : countLabel(total)}
          </p>

          {directory.isPending && <Spinner label="Loading healers" />}

          {showEmpty && (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-16 text-center">
              <SearchX aria-hidden="true" className="size-10 text-slate-400" />
              <h3 className="text-xl font-semibold text-slate-900">No healers found</h3>
              <p className="text-slate-700">Try adjusting your filters to see more results</p>
              <Button variant="outline" onClick={reset}>
                Reset Filters
              </Button>
            </div>
          )}

          {healers.length > 0 && (
            <ul aria-label="Healers" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {healers.map((healer) => (
                <li key={healer.user_id} className="flex">
                  <HealerCard healer={healer} />
                </li>
              ))}
            </ul>
          )}

          <LoadMoreButton query={directory} />
        </section>
      </div>
    </>
  );
}
