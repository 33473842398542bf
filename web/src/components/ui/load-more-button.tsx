import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

/** The part of an infinite query a "Load more" button needs. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Fetches the next page of a paged list; shown only while there is one. */
export function LoadMoreButton({
  query,
  label = 'Load more',
  size,
  className,
}: {
  query: PagedQuery;
  label?: string;
  size?: ButtonProps['size'];
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size={size}
      className={cn('self-center', className)}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading...' : label}
    </Button>
  );
}
