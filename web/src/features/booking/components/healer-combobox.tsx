import { ChevronsUpDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { HealerSummary } from '@contract/healers';
import { useHealerPages } from '@/api/get-healers';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** docs/product.md, Pages and routes: each option is the name plus the first specialty. */
export function healerLabel(healer: Pick<HealerSummary, 'usr_name' | 'specialties'>) {
  const specialty = healer.specialties[0];
  return specialty ? `${healer.usr_name} - ${specialty}` : healer.usr_name;
}

const matches = (healer: HealerSummary, q: string) => {
  const needle = q.trim().toLowerCase();
  return (
    !needle ||
    healer.usr_name.toLowerCase().includes(needle) ||
    healer.specialties.some((specialty) => specialty.toLowerCase().includes(needle))
  );
};

/**
 * The picker's search: healers by name or specialty, a page of 50 at a time; from a service,
 * only the practitioners who offer it.
 */
function pickerSearch(q: string, serviceId: string | undefined) {
  const search = new URLSearchParams({ limit: '50' });
  if (q) search.set('q', q);
  if (serviceId) search.set('service', serviceId);
  return search;
}

interface HealerComboboxProps {
  id: string;
  /** Booking from a service: only its practitioners are offered. */
  serviceId?: string;
  /** Label of the selected healer, shown while the list is closed. */
  selectedLabel: string;
  onSelect(healer: HealerSummary): void;
}

/**
 * A searchable healer picker (WAI-ARIA combobox with a listbox popup): a directory of
 * thousands of healers stays usable, a page of 50 at a time.
 */
export function HealerCombobox({ id, serviceId, selectedLabel, onSelect }: HealerComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text, 250);
  const healers = useHealerPages(pickerSearch(query, serviceId));
  // The server searches with `q`; filtering here as well keeps the list right meanwhile.
  const options = (healers.data?.pages.flatMap((page) => page.items) ?? []).filter((healer) =>
    matches(healer, text),
  );
  const hasMore = Boolean(healers.hasNextPage);
  const count = options.length + (hasMore ? 1 : 0);

  const choose = (index: number) => {
    if (index === options.length && hasMore) {
      void healers.fetchNextPage();
      return;
    }
    const healer = options[index];
    if (!healer) return;
    onSelect(healer);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (count ? (current + step + count) % count : 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setText('');
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && count ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={selectedLabel || 'Search healers by name or specialty'}
        value={open ? text : selectedLabel}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="pr-9"
      />
      <ChevronsUpDown
        aria-hidden="true"
        className="pointer-events-none absolute top-3 right-3 size-4 text-slate-500"
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Healers"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {options.map((healer, index) => (
            <li
              key={healer.user_id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'cursor-pointer rounded px-2 py-2 text-sm text-slate-800',
                index === active && 'bg-brand-50 text-brand-900',
              )}
            >
              {healerLabel(healer)}
            </li>
          ))}
          {hasMore && (
            <li
              id={optionId(options.length)}
              role="option"
              aria-selected={active === options.length}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(options.length)}
              className={cn(
                'cursor-pointer rounded px-2 py-2 text-sm font-medium text-brand-800',
                active === options.length && 'bg-brand-50',
              )}
            >
              {healers.isFetchingNextPage ? 'Loading more healers...' : 'Show more healers'}
            </li>
          )}
          {!count && (
            <li
              role="option"
              aria-selected={false}
              aria-disabled="true"
              className="px-2 py-2 text-sm text-slate-600"
            >
              {healers.isPending ? 'Loading healers...' : 'No healers found'}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
