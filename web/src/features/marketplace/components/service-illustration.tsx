import { AudioLines, Brain, Flower2, PersonStanding, Salad, Sparkles } from 'lucide-react';
import type { ServiceCategory } from '@contract/services';
import { cn } from '@/lib/utils';

const ART: Record<ServiceCategory, { Icon: typeof Brain; tone: string }> = {
  therapy: { Icon: Brain, tone: 'from-teal-100 to-sky-100 text-teal-800' },
  energy: { Icon: Sparkles, tone: 'from-amber-100 to-rose-100 text-amber-800' },
  nutrition: { Icon: Salad, tone: 'from-lime-100 to-emerald-100 text-emerald-800' },
  mindfulness: { Icon: Flower2, tone: 'from-violet-100 to-indigo-100 text-violet-800' },
  yoga: { Icon: PersonStanding, tone: 'from-orange-100 to-amber-100 text-orange-800' },
  sound: { Icon: AudioLines, tone: 'from-sky-100 to-indigo-100 text-indigo-800' },
};

/**
 * A drawn illustration for a service's category (no photography ships with the product).
 * Decorative: the service's title sits right next to it.
 */
export function ServiceIllustration({
  category,
  className,
}: {
  category: ServiceCategory;
  className?: string;
}) {
  const { Icon, tone } = ART[category];
  return (
    <div
      aria-hidden="true"
      className={cn('flex h-40 items-center justify-center bg-gradient-to-br', tone, className)}
    >
      <Icon className="size-16" strokeWidth={1.5} />
    </div>
  );
}
