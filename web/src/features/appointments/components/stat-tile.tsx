import type { LucideIcon } from 'lucide-react';
import { IconCircle } from './icon-circle';

export function StatTile({
  label,
  value,
  icon,
}: {
  label: string;
  value: string | number | undefined;
  icon: LucideIcon;
}) {
  return (
    <div className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5">
      <IconCircle icon={icon} />
      <dl>
        <dt className="text-sm text-slate-700">{label}</dt>
        <dd className="text-2xl font-bold text-slate-900">{value ?? '–'}</dd>
      </dl>
    </div>
  );
}
