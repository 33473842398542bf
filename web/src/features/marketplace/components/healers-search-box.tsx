import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { HEALER_SEARCH_MAX } from '@contract/constants';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 350;

/** The directory search box: typing searches once the user pauses, not on every key. */
export function HealersSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed under us (back button, reset): show its search.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  const debounced = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    if (debounced.trim() !== latest.current.value.trim()) latest.current.onSearch(debounced);
  }, [debounced]);

  return (
    <div className="relative flex-1">
      <label htmlFor="healer-search" className="sr-only">
        Search healers
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id="healer-search"
        type="search"
        placeholder="Search by name, specialty or keyword"
        maxLength={HEALER_SEARCH_MAX}
        className="pl-9"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}
