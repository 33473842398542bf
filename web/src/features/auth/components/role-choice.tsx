import { HeartHandshake, Stethoscope } from 'lucide-react';
import type { SIGN_UP_ROLES } from '@contract/auth';

type Role = (typeof SIGN_UP_ROLES)[number];
import { cn } from '@/lib/utils';

const OPTIONS: Array<{ value: Role; label: string; Icon: typeof HeartHandshake }> = [
  { value: 'patient', label: 'Patient seeking care', Icon: HeartHandshake },
  { value: 'healer', label: 'Wellness professional', Icon: Stethoscope },
];

/** The two account types as large radio cards (native radios: arrow keys work as expected). */
export function RoleChoice({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">I am a</legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value: option, label, Icon }) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              value === option
                ? 'border-brand-700 bg-brand-50 text-brand-900'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="role"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon className="size-6" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
