"use client";

/** A row of toggle buttons (aria-pressed) for one filter: choosing the pressed one again clears it when allowed. */
export function FilterChoiceGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  clearable = false,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T | null) => void;
  clearable?: boolean;
}) {
  return (
    <div role="group" aria-label={label}>
      <p aria-hidden className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = value === option.value;
          return (
            <button
              key={String(option.value)}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(active && clearable ? null : option.value)}
              className={`min-h-9 rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                active
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "hover:border-brand-500 hover:text-brand-700 border-slate-300 bg-white text-slate-700"
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
