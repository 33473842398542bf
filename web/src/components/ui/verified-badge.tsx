import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * docs/product.md, Verification: shown beside a healer whose licence or certificate an admin
 * checked. The text says it, so it reads the same to a screen reader.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      title="Credentials checked by Wellspring"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified
    </span>
  );
}
