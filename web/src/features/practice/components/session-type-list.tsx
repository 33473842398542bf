import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { SESSION_MODE_LABELS, type SessionMode } from '@contract/constants';
import { DEFAULT_SESSION_TYPE, type SessionType } from '@contract/practice';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { formatDuration } from '@/lib/format-date';
import { useDeleteSessionType, useUpdateSessionType } from '../api/session-types';
import { SessionTypeDialog } from './session-type-dialog';

/**
 * The healer's session types in the order patients see them, each with its switches, moves up
 * and down, edit and delete; and what patients book while there are none.
 */
export function SessionTypeList({
  types,
  fee,
  modes,
}: {
  types: SessionType[];
  /** The consultation fee and modes: the default session's, and a new type's modes. */
  fee: number | null;
  modes: SessionMode[];
}) {
  const update = useUpdateSessionType();
  const remove = useDeleteSessionType();
  const failed = (what: string) => (error: Error) =>
    toast.error(`Failed to ${what}`, { description: errorMessage(error) });

  return (
    <section aria-labelledby="types-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="types-heading" className="text-xl font-semibold">
          Session types
        </h2>
        <SessionTypeDialog
          defaultModes={modes}
          trigger={
            <Button type="button">
              <Plus aria-hidden="true" />
              Add session type
            </Button>
          }
        />
      </div>
      {types.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-slate-700">
          You have no session types yet, so patients book one “{DEFAULT_SESSION_TYPE.name}” of{' '}
          {formatDuration(DEFAULT_SESSION_TYPE.duration_minutes)} at your consultation fee
          {fee === null ? '' : ` ($${fee})`}.
        </p>
      ) : (
        <ol className="grid gap-3">
          {types.map((type, index) => (
            <li
              key={type.id}
              className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="min-w-48 flex-1">
                <h3 className="font-semibold text-slate-900">{type.name}</h3>
                <p className="text-sm text-slate-700">
                  {formatDuration(type.duration_minutes)} · ${type.price} ·{' '}
                  {type.modes.map((mode) => SESSION_MODE_LABELS[mode]).join(', ')}
                  {type.requires_confirmation ? ' · Requires confirmation' : ''}
                </p>
                {type.description ? (
                  <p className="mt-1 text-sm text-slate-600">{type.description}</p>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                <Switch
                  id={`active-${type.id}`}
                  checked={type.is_active}
                  aria-label={`${type.name} active`}
                  onCheckedChange={(is_active) =>
                    update.mutate(
                      { id: type.id, change: { is_active } },
                      { onError: failed('change the session type') },
                    )
                  }
                />
                <span className="text-sm text-slate-700">
                  {type.is_active ? 'Active' : 'Hidden'}
                </span>
              </div>
              <div className="flex gap-1">
                {(
                  [
                    ['up', -1, ArrowUp],
                    ['down', 1, ArrowDown],
                  ] as const
                ).map(([direction, step, Icon]) => (
                  <Button
                    key={direction}
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${type.name} ${direction}`}
                    disabled={!types[index + step] || update.isPending}
                    onClick={() =>
                      update.mutate(
                        { id: type.id, change: { position: index + step } },
                        { onError: failed('move the session type') },
                      )
                    }
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
                <SessionTypeDialog
                  type={type}
                  defaultModes={modes}
                  trigger={
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${type.name}`}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  }
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${type.name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(type.id, {
                      onSuccess: () => toast.success('Session type removed'),
                      onError: failed('remove the session type'),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
