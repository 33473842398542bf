import { Avatar as Primitive } from 'radix-ui';
import { getInitials } from '@/lib/initials';
import { cn } from '@/lib/utils';

/** A round picture, or the name's initials while it loads or when there is none. */
export function UserAvatar({
  name,
  src,
  fallback,
  className,
}: {
  name: string | null | undefined;
  src?: string | null;
  fallback: string;
  className?: string;
}) {
  return (
    <Primitive.Root
      className={cn(
        'relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-brand-100',
        className,
      )}
    >
      {src ? <Primitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <Primitive.Fallback
        className="flex size-full items-center justify-center text-sm font-semibold text-brand-900"
        delayMs={src ? 300 : undefined}
        aria-hidden="true"
      >
        {getInitials(name, fallback)}
      </Primitive.Fallback>
    </Primitive.Root>
  );
}
