import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A query's states, as TanStack Query's results narrow them. */
type QueryState<Data> =
  | { isPending: true }
  | { isPending: false; isError: true }
  | { isPending: false; isError: false; data: Data };

/**
 * A dashboard section that waits for its query. docs/product.md, Messages: patient dashboard errors
 * are not toasted; the section says it could not load.
 */
export function QuerySection<Data>({
  id,
  title,
  loadingLabel,
  query,
  children,
}: {
  id: string;
  title: string;
  loadingLabel: string;
  query: QueryState<Data>;
  children: (data: Data) => ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError ? (
        <p className="rounded-md bg-red-50 p-4 text-red-800">
          This could not be loaded. Please try again later.
        </p>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
