import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CheckInList } from '@contract/plans';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useSaveCheckIn } from '../api/get-plans';

const SCORES = [
  { key: 'mood', label: 'Mood' },
  { key: 'energy', label: 'Energy' },
  { key: 'sleep', label: 'Sleep' },
] as const;
type Scores = Record<(typeof SCORES)[number]['key'], number>;

/** This week's check-in: mood, energy and sleep from 1 (low) to 5 (high), and a note. */
export function CheckInForm({ list }: { list: CheckInList }) {
  const thisWeek = list.items.find((item) => item.week_start === list.weeks.at(-1));
  const [scores, setScores] = useState<Scores>({
    mood: thisWeek?.mood ?? 3,
    energy: thisWeek?.energy ?? 3,
    sleep: thisWeek?.sleep ?? 3,
  });
  const [note, setNote] = useState(thisWeek?.note ?? '');
  const save = useSaveCheckIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...scores, note: note.trim() || null },
      {
        onSuccess: () => toast.success('Check-in saved'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        {thisWeek ? 'You checked in this week; saving again replaces it.' : 'How was your week?'} 1
        is low, 5 is high.
      </p>
      {SCORES.map(({ key, label }) => (
        <fieldset key={key} className="flex flex-wrap items-center gap-3">
          <legend className="mb-1 w-full font-medium text-slate-900">{label}</legend>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex items-center gap-1 text-slate-900">
              <input
                type="radio"
                name={key}
                value={value}
                checked={scores[key] === value}
                onChange={() => setScores((current) => ({ ...current, [key]: value }))}
                className="size-4 accent-brand-700"
              />
              {value}
            </label>
          ))}
        </fieldset>
      ))}
      <label className="flex flex-col gap-1 font-medium text-slate-900">
        Note (optional)
        <Textarea value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save check-in
        </Button>
      </div>
    </form>
  );
}
