import type { ReactNode } from 'react';

export const LEGAL_UPDATED = '1 June 2025';

/** The frame of a short legal text: title, date, readable column. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-12 text-slate-800 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_ul]:space-y-1">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
      </header>
      {children}
    </article>
  );
}
