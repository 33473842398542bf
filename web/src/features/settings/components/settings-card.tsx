import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { isApiError } from '@/lib/api-client';

/** One card of a settings section: a titled region with its own form and save button. */
export function SettingsCard({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-4 rounded-md border p-4',
        tone === 'danger' ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <div className="space-y-1">
        <h3
          id={id}
          className={cn(
            'text-base font-semibold',
            tone === 'danger' ? 'text-red-800' : 'text-slate-900',
          )}
        >
          {title}
        </h3>
        {description ? <p className="text-sm text-slate-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A section made of cards, one under the other. */
export function SettingsStack({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-6">{children}</div>;
}

/**
 * The field an API refusal is about, from its code (`invalid_password` is the password's), with
 * the message to show under it; undefined for a failure that belongs to no one field.
 */
export function fieldOf(
  error: unknown,
  fields: Partial<Record<string, string>>,
): { field: string; message: string } | undefined {
  if (!isApiError(error)) return undefined;
  const field = fields[error.code];
  if (!field) return undefined;
  const message = error.reasons.length ? error.reasons.join(' ') : error.message;
  return { field, message };
}
