import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/use-page-meta';
import { LoadError } from '@/components/ui/load-error';

/** The frame of every console page: its title, a line saying what it is for, the content. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  usePageMeta(`${title} · Admin`, description);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{description}</p>
      </div>
      {children}
    </div>
  );
}

/** A query's loading and failure states, the same on every console page. */
export function QueryState({
  isPending,
  isError,
  loadingLabel,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  loadingLabel: string;
  children: () => ReactNode;
}) {
  if (isPending)
    return (
      <div role="status" className="p-8 text-center text-slate-700">
        {loadingLabel}
      </div>
    );
  if (isError) return <LoadError />;
  return <>{children()}</>;
}
