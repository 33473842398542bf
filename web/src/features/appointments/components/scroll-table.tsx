import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A table of sessions in a named, focusable region that scrolls sideways on narrow screens
 * (so keyboard users can scroll it too); `children` are its body rows.
 */
export function ScrollTable({
  label,
  columns,
  minWidthClass,
  nowrapHeaders = false,
  children,
}: {
  label: string;
  columns: string[];
  /** The table's minimum width (a Tailwind class), below which the region scrolls. */
  minWidthClass: string;
  nowrapHeaders?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={cn('w-full text-left text-sm', minWidthClass)}>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn('px-4 py-3 font-semibold', nowrapHeaders && 'whitespace-nowrap')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
