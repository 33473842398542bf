import { Clock } from 'lucide-react';
import { SESSION_MODE_LABELS } from '@contract/constants';
import { useHealerSessionTypes } from '@/api/get-healer-session-types';
import { formatDuration } from '@/lib/format-date';
import { formatFee } from '../lib/format';

/** The kinds of session a healer offers, with length, price and modes (docs/product.md). */
export function SessionTypesSection({ healerId }: { healerId: string }) {
  const types = useHealerSessionTypes(healerId);
  if (!types.data) return null;
  return (
    <section aria-labelledby="session-types-heading" className="flex flex-col gap-3">
      <h2 id="session-types-heading" className="text-xl font-semibold text-slate-900">
        Sessions offered
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {types.data.items.map((type) => (
          <li
            key={type.id ?? 'default'}
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <h3 className="font-semibold text-slate-900">{type.name}</h3>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
              <Clock aria-hidden="true" className="size-4" />
              {formatDuration(type.duration_minutes)} ·{' '}
              {type.price === null ? 'Fee on request' : formatFee(type.price)}
            </p>
            {type.modes.length > 0 ? (
              <p className="text-sm text-slate-700">
                {type.modes.map((mode) => SESSION_MODE_LABELS[mode]).join(', ')}
              </p>
            ) : null}
            {type.description ? (
              <p className="mt-1 text-sm text-slate-600">{type.description}</p>
            ) : null}
            {type.requires_confirmation ? (
              <p className="mt-1 text-xs text-slate-600">The healer confirms each request.</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
