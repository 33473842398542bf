import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { DraftWindow } from '../hooks/use-week-draft';

interface WindowRowProps {
  row: DraftWindow;
  /** "Monday, slot 2": names the row for assistive technology and in messages. */
  name: string;
  problem?: string;
  deleting: boolean;
  onChange(change: Partial<DraftWindow>): void;
  onDelete(): void;
}

export function WindowRow({ row, name, problem, deleting, onChange, onDelete }: WindowRowProps) {
  const id = `window-${row.key}`;
  return (
    <li>
      <div
        role="group"
        aria-label={name}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="flex flex-wrap items-end gap-4"
      >
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="time"
            step={900}
            required
            value={row.start_time}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange({ start_time: event.target.value })}
            className="w-36"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="time"
            step={900}
            required
            value={row.end_time === '24:00' ? '23:59' : row.end_time}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange({ end_time: event.target.value })}
            className="w-36"
          />
        </div>
        <div className="flex h-10 items-center gap-2">
          <Switch
            id={`${id}-active`}
            checked={row.is_active}
            onCheckedChange={(checked) => onChange({ is_active: checked })}
          />
          <Label htmlFor={`${id}-active`}>Active</Label>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Delete ${name}`}
          disabled={deleting}
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
        </Button>
        {!row.id && (
          <span className="h-10 content-center text-xs text-slate-600">Not saved yet</span>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}
