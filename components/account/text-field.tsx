import type { InputHTMLAttributes, ReactNode } from "react";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100 read-only:bg-slate-50 aria-[invalid=true]:border-rose-500";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Replaces the plain input, e.g. with a password field that has a show/hide toggle. */
  children?: ReactNode;
};

/** A labelled input with its error and hint wired to it for screen readers. */
export function TextField({ id, label, error, hint, children, ...input }: Props) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children ?? (
        <input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={inputClass} {...input} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
