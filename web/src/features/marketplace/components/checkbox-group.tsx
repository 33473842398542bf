import { useId } from 'react';

/** A labelled group of native checkboxes: accessible and keyboard-operable for free. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  const id = useId();
  const toggle = (value: T, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <input
            id={`${id}-${option.value}`}
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <label htmlFor={`${id}-${option.value}`} className="text-sm text-slate-800">
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
