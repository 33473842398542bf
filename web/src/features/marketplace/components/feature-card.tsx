import type { LucideIcon } from 'lucide-react';

export interface Feature {
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** An icon, a heading and a sentence on a white card: the values and "why choose" grids. */
export function FeatureCard({ Icon, title, text }: Feature) {
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm">
      <Icon aria-hidden="true" className="size-8 text-brand-700" />
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="text-slate-700">{text}</p>
    </li>
  );
}
