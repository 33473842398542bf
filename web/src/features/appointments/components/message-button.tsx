import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';

/** Starts or resumes the conversation with the other party of a session. */
export function MessageButton({
  userId,
  name,
  variant,
}: {
  userId: string;
  name: string;
  variant: ButtonProps['variant'];
}) {
  return (
    <Button asChild variant={variant} size="sm">
      <Link to={`/messages/new?with=${encodeURIComponent(userId)}`} aria-label={`Message ${name}`}>
        <MessageSquare aria-hidden="true" />
        Message
      </Link>
    </Button>
  );
}
