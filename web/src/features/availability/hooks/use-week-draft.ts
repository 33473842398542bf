import { useState } from 'react';
import {
  DEFAULT_WINDOW,
  findShortWindows,
  findWindowProblems,
  type AvailabilityWindow,
  type AvailabilityWindowInput,
} from '@contract/availability';

/** One row of the form: a saved window (with id) or a new one, unsaved until Save Changes. */
export interface DraftWindow {
  key: string;
  id?: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  is_active: boolean;
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

const fromSaved = (windows: AvailabilityWindow[]): DraftWindow[] =>
  windows.map(({ id, day_of_week, start_time, end_time, is_active }) => ({
    key: id,
    id,
    day_of_week,
    start_time,
    end_time,
    is_active,
  }));

/** Rows in the order the page shows them: by weekday, then as added. */
const ordered = (rows: DraftWindow[]) => [...rows].sort((a, b) => a.day_of_week - b.day_of_week);

/**
 * The editable week: rows, their problems (named "Monday, slot 2"), and whether it changed.
 * Every change, removals included, waits for Save Changes (one save model).
 */
export function useWeekDraft(saved: AvailabilityWindow[]) {
  const [rows, setRows] = useState(() => fromSaved(saved));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const edit = (next: DraftWindow[]) => {
    setRows(next);
    setDirty(true);
    setProblems({});
  };

  return {
    rows,
    dirty,
    problems,
    add(day: number) {
      edit([...rows, { key: newKey(), day_of_week: day, ...DEFAULT_WINDOW }]);
    },
    update(key: string, change: Partial<DraftWindow>) {
      edit(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
    },
    remove(key: string) {
      edit(rows.filter((row) => row.key !== key));
    },
    /**
     * The save body, and the problems that keep it from being sent (set on the rows too):
     * times that are wrong or overlap, and active windows shorter than the shortest session.
     */
    prepare(shortestSessionMinutes: number): {
      windows: AvailabilityWindowInput[];
      messages: string[];
    } {
      const list = ordered(rows);
      const found = [
        ...findWindowProblems(list),
        ...findShortWindows(list, shortestSessionMinutes),
      ];
      setProblems(
        Object.fromEntries(found.map((problem) => [list[problem.index]!.key, problem.message])),
      );
      return {
        windows: list.map(({ id, day_of_week, start_time, end_time, is_active }) => ({
          ...(id ? { id } : {}),
          day_of_week,
          start_time,
          end_time,
          is_active,
        })),
        messages: found.map((problem) => problem.message),
      };
    },
    reset(windows: AvailabilityWindow[]) {
      setRows(fromSaved(windows));
      setDirty(false);
      setProblems({});
    },
  };
}
