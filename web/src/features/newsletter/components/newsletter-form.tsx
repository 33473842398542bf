import { useId, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSubscribeToNewsletter } from '../api/newsletter';

/**
 * The footer's "Join Us" (docs/product.md, Newsletter): double opt-in, so the answer only says
 * to look for the confirmation email.
 */
export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const subscribe = useSubscribeToNewsletter();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setProblem('Please enter your email address');
    if (!EMAIL_PATTERN.test(trimmed)) return setProblem('Please enter a valid email address');
    setProblem(undefined);
    subscribe.mutate(trimmed, {
      onError: (error) =>
        setProblem(errorMessage(error, 'We could not subscribe you. Please try again.')),
    });
  };

  return (
    <>
      {subscribe.isSuccess ? (
        <p role="status" className="text-sm text-white">
          {subscribe.data.message}
        </p>
      ) : (
        <form className="flex flex-col gap-2" noValidate onSubmit={onSubmit}>
          <div className="flex gap-2">
            <label htmlFor={inputId} className="sr-only">
              Email address
            </label>
            <Input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="Your email"
              value={email}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? messageId : undefined}
              onChange={(event) => setEmail(event.target.value)}
              className="border-slate-600 bg-slate-800 text-white placeholder:text-slate-400"
            />
            <Button type="submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
          {problem ? (
            <p id={messageId} role="alert" className="text-sm text-red-300">
              {problem}
            </p>
          ) : null}
        </form>
      )}
    </>
  );
}
