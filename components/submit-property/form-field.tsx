import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

// Labelled inputs with their hint and error wired through aria-describedby, shared by the listing forms.

type ShellProps = { label: string; error?: string; hint?: string; required?: boolean; className?: string };

const control =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500";

function Shell({
  label,
  error,
  hint,
  required,
  className = "",
  children,
}: ShellProps & { children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden className="text-rose-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

const border = (invalid: boolean) => (invalid ? "border-rose-600" : "border-slate-300");

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: ShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">) {
  return (
    <Shell label={label} error={error} hint={hint} required={input.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${control} ${border(invalid)}`}
          {...input}
        />
      )}
    </Shell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: ShellProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">) {
  return (
    <Shell label={label} error={error} hint={hint} required={textarea.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${control} ${border(invalid)}`}
          {...textarea}
        />
      )}
    </Shell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  ...select
}: ShellProps & {
  options: ReadonlyArray<{ value: string; label: string }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className">) {
  return (
    <Shell label={label} error={error} hint={hint} required={select.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${control} ${border(invalid)}`}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Shell>
  );
}

/** Field errors from a failed zod parse, first message per field, keyed by the top-level field name. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}
