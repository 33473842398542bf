import type { SessionMode } from '@contract/constants';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Label } from '@/components/ui/label';

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
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value ?? ''}
      onValueChange={(mode) => onChange(mode as SessionMode)}
      className="flex flex-wrap gap-6"
    >
      {modes.map(({ mode, label }) => (
        <div key={mode} className="flex items-center gap-2">
          <RadioGroupItem id={`mode-${mode}`} value={mode} />
          <Label htmlFor={`mode-${mode}`}>{label}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}
