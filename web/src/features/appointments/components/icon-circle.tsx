import type { LucideIcon } from 'lucide-react';

/** The dashboards' round brand-tinted icon badge (stat tiles, the Book New card). */
export function IconCircle({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
