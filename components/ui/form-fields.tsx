"use client";

import { Eye, EyeOff } from "@/components/ui/icons";
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

// Every form's fields: a visible label tied to its control, and the hint and error read out with it
// (aria-describedby); an invalid control is marked aria-invalid so forms can focus the first one.

type FieldProps = {
  /** The control's id; one is made up when the form does not need to address the control itself. */
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shows a '*' after the label; on by default for required fields. Forms where every field is required leave it off. */
  requiredMark?: boolean;
  /** Classes of the wrapper, for placing the field in a grid. */
  className?: string;
};

type ControlIds = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

const controlLook =
  "block w-full scroll-mt-28 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-rose-600";

/** Inputs can also be read-only (a profile in read mode): shown greyed, unlike selects, which always match :read-only. */
const inputLook = `${controlLook} read-only:bg-slate-50`;

function Field({
  id: givenId,
  label,
  error,
  hint,
  required,
  requiredMark = required,
  className,
  children,
}: FieldProps & { required?: boolean; children: (control: ControlIds) => ReactNode }) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {requiredMark && (
          <span aria-hidden className="text-rose-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
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

type InputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
    /** Replaces the standard look of the input itself, e.g. the large spaced digits of a one-time code. */
    inputClassName?: string;
  };

export function TextField({ id, label, error, hint, requiredMark, className, inputClassName, ...input }: InputProps) {
  const field = { id, label, error, hint, requiredMark, className, required: input.required };
  return (
    <Field {...field}>{(control) => <input {...control} className={inputClassName ?? inputLook} {...input} />}</Field>
  );
}

/**
 * A password input with a show/hide toggle; its label names the toggle ("Show password"). `toggleWords` word
 * the toggle in the page's language, `{field}` standing for the label.
 */
export function PasswordField({
  id,
  label,
  error,
  hint,
  requiredMark,
  className,
  toggleWords = { show: "Show {field}", hide: "Hide {field}" },
  ...input
}: Omit<InputProps, "type" | "label" | "inputClassName"> & {
  label: string;
  toggleWords?: { show: string; hide: string };
}) {
  const [visible, setVisible] = useState(false);
  const field = { id, label, error, hint, requiredMark, className, required: input.required };
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <input {...control} type={visible ? "text" : "password"} className={`${inputLook} pr-11`} {...input} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={(visible ? toggleWords.hide : toggleWords.show).replace("{field}", label.toLowerCase())}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900"
          >
            {visible ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
          </button>
        </div>
      )}
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  requiredMark,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  const field = { id, label, error, hint, requiredMark, className, required: textarea.required };
  return <Field {...field}>{(control) => <textarea {...control} className={controlLook} {...textarea} />}</Field>;
}

export function SelectField({
  id,
  label,
  error,
  hint,
  requiredMark,
  className,
  options,
  ...select
}: FieldProps & {
  options: ReadonlyArray<{ value: string; label: string }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  const field = { id, label, error, hint, requiredMark, className, required: select.required };
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className={controlLook} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
