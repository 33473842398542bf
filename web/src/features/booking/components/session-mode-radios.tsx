import type { SessionMode } from '@contract/constants';

/** The labels and order of docs/product.md, Pages and routes. */
const MODES: Array<{ mode: SessionMode; label: string }> = [
  { mode: 'video', label: 'Video Session' },
  { mode: 'in_person', label: 'In-Person' },
  { mode: 'chat', label: 'Chat Session' },
];

interface SessionModeRadiosProps {
  labelledBy: string;
  offered: SessionMode[];
  value: SessionMode | undefined;
  onChange(mode: SessionMode): void;
}

export function SessionModeRadios({
  labelledBy,
  offered,
  value,
  onChange,
}: SessionModeRadiosProps) {
  const modes = MODES.filter(({ mode }) => offered.includes(mode));
  if (!modes.length)
    return (
      <p className="text-sm text-slate-700">Choose a healer to see the session modes they offer.</p>
    );
  // Native radios: arrow keys move and select, as people expect of a radio group.
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-wrap gap-6">
      {modes.map(({ mode, label }) => (
        <label key={mode} className="flex cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="radio"
            name="session-mode"
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            className="size-5 accent-brand-700"
          />
          {label}
        </label>
      ))}
    </div>
  );
}
