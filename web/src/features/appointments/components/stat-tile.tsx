import type { LucideIcon } from 'lucide-react';

export function StatTile({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string | number | undefined;
  icon: LucideIcon;
}) {
  return (
    <div className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5">
      <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl>
        <dt className="text-sm text-slate-700">{label}</dt>
        <dd className="text-2xl font-bold text-slate-900">{value ?? '–'}</dd>
      </dl>
    </div>
  );
}
