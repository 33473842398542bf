import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from './button';
import { Input } from './input';

/** Adds an entry to a tag list: trimmed, blanks ignored, duplicates (any case) ignored. */
export function addTag(tags: string[], entry: string): string[] {
  const trimmed = entry.trim();
  if (!trimmed) return tags;
  const known = new Set(tags.map((tag) => tag.toLocaleLowerCase()));
  return known.has(trimmed.toLocaleLowerCase()) ? tags : [...tags, trimmed];
}

/**
 * A list of short texts (languages, specialties...): type and press Enter or the plus
 * button; each entry has its own remove button.
 */
export function TagInput({
  id,
  value,
  onChange,
  placeholder,
  maxLength,
  maxTags,
  describedBy,
  invalid,
  suggestions,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  maxLength?: number;
  maxTags?: number;
  describedBy?: string;
  invalid?: boolean;
  /** Entries offered as the user types (any other text may still be added). */
  suggestions?: readonly string[];
}) {
  const [draft, setDraft] = useState('');
  const listId = `${id}-suggestions`;
  const full = maxTags !== undefined && value.length >= maxTags;

  function commit() {
    onChange(addTag(value, draft));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the entry instead of submitting the whole form.
    event.preventDefault();
    commit();
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={full}
          list={suggestions ? listId : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={commit}
          disabled={full}
          aria-label={`Add ${placeholder ? placeholder.toLowerCase() : 'entry'}`}
        >
          <Plus aria-hidden="true" />
        </Button>
        {suggestions ? (
          <datalist id={listId}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        ) : null}
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Added entries">
          {value.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
            >
              {tag}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100"
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((entry) => entry !== tag))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
