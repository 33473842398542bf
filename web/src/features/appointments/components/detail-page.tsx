import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/** A query's states as TanStack Query narrows them; `data` null means "not found". */
type RecordQuery<Data> =
  | { isPending: true }
  | { isPending: false; isError: true }
  | { isPending: false; isError: false; data: Data | null };

/**
 * The frame of a page about one record (a session, a client): the way back, then the record,
 * or while it loads a spinner, a failure's message, or "not found" for one that is not the
 * viewer's.
 */
export function DetailPage<Data>({
  back,
  query,
  loadingLabel,
  notFound,
  children,
}: {
  back: { to: string; label: string };
  query: RecordQuery<Data>;
  loadingLabel: string;
  notFound: { title: string; text: string };
  children: (data: Data) => ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          This could not be loaded. Please try again later.
        </p>
      ) : query.data === null ? (
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold text-slate-900">{notFound.title}</h1>
          <p className="text-slate-700">{notFound.text}</p>
        </div>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
