import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { DraftWindow } from '../hooks/use-week-draft';
import { TimeSelect } from './time-select';

interface WindowRowProps {
  row: DraftWindow;
  /** "Monday, slot 2": names the row for assistive technology and in messages. */
  name: string;
  problem?: string;
  onChange(change: Partial<DraftWindow>): void;
  onDelete(): void;
}

export function WindowRow({ row, name, problem, onChange, onDelete }: WindowRowProps) {
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
          <TimeSelect
            id={`${id}-from`}
            value={row.start_time}
            invalid={Boolean(problem)}
            onChange={(start_time) => onChange({ start_time })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>To</Label>
          <TimeSelect
            id={`${id}-to`}
            asEnd
            value={row.end_time}
            invalid={Boolean(problem)}
            onChange={(end_time) => onChange({ end_time })}
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
