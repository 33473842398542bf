import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * An icon link of the header (messages, notifications) with its unread count: the count is in
 * the link's name for screen readers and on a badge for the eye.
 */
export function HeaderCountLink({
  to,
  name,
  count,
  Icon,
  testId,
}: {
  to: string;
  name: string;
  count: number;
  Icon: LucideIcon;
  testId: string;
}) {
  const label = count > 0 ? `${name}, ${count} unread` : name;
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={to} aria-label={label} title={label}>
        <Icon aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid={testId}
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </Button>
  );
}
