import { useState } from 'react';
import { cn } from '@/lib/utils';
import { getInitials } from '@/lib/initials';

/** The healer's picture, or their initials when there is none (or it fails to load). */
export function HealerAvatar({
  name,
  pictureUrl,
  className,
}: {
  name: string;
  pictureUrl: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn('size-16 shrink-0 rounded-full', className);
  if (pictureUrl && !failed)
    return (
      <img
        src={pictureUrl}
        alt={`Photo of ${name}`}
        className={cn(base, 'object-cover')}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        'flex items-center justify-center bg-brand-100 text-xl font-semibold text-brand-900',
      )}
    >
      {getInitials(name, 'H')}
    </span>
  );
}
