import { Button } from '@/components/ui/button';

/** The next page of a paged list of sessions, shown only while there is one. */
export function LoadMoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}
