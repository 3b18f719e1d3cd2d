"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

const DELAY_MS = 400;

/**
 * A labelled text input that applies its value a moment after typing stops, or at once on Enter. The first
 * change of a typing burst adds a history entry and the rest replace it, so Back undoes a whole search
 * rather than one letter. It follows the URL when something else changes it (Back, Clear), but not when the
 * URL merely catches up with what was typed here, nor while a change is still waiting to be applied.
 */
export function DebouncedField({
  label,
  urlValue,
  onCommit,
  normalise = (value) => value,
  placeholder,
  hint,
  icon,
  inputMode,
  className = "",
}: {
  label: string;
  urlValue: string;
  onCommit: (value: string, replace: boolean) => void;
  normalise?: (value: string) => string;
  placeholder?: string;
  hint?: string;
  icon?: ReactNode;
  inputMode?: "numeric" | "text";
  className?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inBurst = useRef(false);
  const sent = useRef(urlValue);

  useEffect(() => {
    if (urlValue === sent.current || timer.current !== undefined) return;
    sent.current = urlValue;
    setValue(urlValue);
  }, [urlValue]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: string) {
    clearTimeout(timer.current);
    timer.current = undefined;
    sent.current = next.trim();
    onCommit(next, inBurst.current);
    inBurst.current = true;
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative mt-1">
        {icon && (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">{icon}</span>
        )}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          value={value}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          onChange={(event) => {
            const next = normalise(event.target.value);
            setValue(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), DELAY_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit(value);
            }
          }}
          onBlur={() => {
            if (timer.current !== undefined) commit(value);
            inBurst.current = false;
          }}
          className={`focus:border-brand-500 h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 text-sm placeholder:text-slate-500 ${
            icon ? "pl-9" : "pl-3"
          }`}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
