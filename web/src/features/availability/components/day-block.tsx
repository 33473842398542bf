import { Plus } from 'lucide-react';
import { WEEKDAYS } from '@contract/availability';
import { Button } from '@/components/ui/button';
import type { DraftWindow } from '../hooks/use-week-draft';
import { WindowRow } from './window-row';

interface DayBlockProps {
  day: number;
  rows: DraftWindow[];
  problems: Record<string, string>;
  onAdd(): void;
  onChange(key: string, change: Partial<DraftWindow>): void;
  onDelete(row: DraftWindow): void;
}

export function DayBlock({ day, rows, problems, onAdd, onChange, onDelete }: DayBlockProps) {
  const dayName = WEEKDAYS[day]!;
  const headingId = `day-${day}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {dayName}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onAdd}
          aria-label={`Add Time Slot for ${dayName}`}
        >
          <Plus aria-hidden="true" />
          Add Time Slot
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No time slots set for this day</p>
      ) : (
        <ul className="grid gap-4">
          {rows.map((row, index) => (
            <WindowRow
              key={row.key}
              row={row}
              name={`${dayName}, slot ${index + 1}`}
              problem={problems[row.key]}
              onChange={(change) => onChange(row.key, change)}
              onDelete={() => onDelete(row)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
