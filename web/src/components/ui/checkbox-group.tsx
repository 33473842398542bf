import { useId } from 'react';

/**
 * A group of native checkboxes under one legend (filters, modes, categories): accessible and
 * keyboard operable as is. Options sit in a wrapping row, or one under the other in a narrow
 * column such as a filter panel.
 */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  orientation = 'horizontal',
}: {
  legend: string;
  options: ReadonlyArray<{ id: T; label: string }>;
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  orientation?: 'horizontal' | 'vertical';
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className={
          orientation === 'horizontal' ? 'flex flex-wrap gap-x-5 gap-y-2' : 'flex flex-col gap-2'
        }
      >
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={value.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.id]
                    : value.filter((entry) => entry !== option.id),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
