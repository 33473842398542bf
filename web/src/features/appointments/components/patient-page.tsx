import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of a patient dashboard section: its heading, a line about it, the way back. */
export function PatientPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div>
        <Link to="/patient-dashboard" className="text-sm font-medium text-brand-700 underline">
          Dashboard
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{lead}</p>
      </div>
      {children}
    </div>
  );
}
