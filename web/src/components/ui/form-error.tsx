import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The red inline box above a form (docs/product.md, Messages), announced to screen readers when it
 * appears.
 */
export function FormError({
  message,
  details = [],
  children,
}: {
  message: string | undefined;
  details?: string[];
  children?: ReactNode;
}) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <div className="flex gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="space-y-1">
            <p>{message}</p>
            {details.length > 0 ? (
              <ul className="list-disc pl-4">
                {details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}
