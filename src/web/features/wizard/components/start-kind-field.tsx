import { useId } from 'react';
import { START_OPTIONS, type StartKind } from '../model/types';

/** '¿Cómo empieza el reporte?': three radio buttons drawn as cards, the chosen one highlighted. */
export function StartKindField({
  value,
  disabled,
  onChange,
}: {
  value: StartKind;
  disabled: boolean;
  onChange: (kind: StartKind) => void;
}) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">¿Cómo empieza el reporte?</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {START_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm transition-colors hover:border-slate-300 has-checked:border-teal-600 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-600/40 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={`${id}-start`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${id}-${option.value}-label`}
              aria-describedby={`${id}-${option.value}`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-teal-700"
            />
            <span className="grid gap-0.5">
              <span id={`${id}-${option.value}-label`} className="font-medium text-slate-900">
                {option.label}
              </span>
              <span id={`${id}-${option.value}`} className="text-slate-500">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
