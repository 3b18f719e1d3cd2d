"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { inputClass, TextField } from "@/components/account/text-field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string; label: string; error?: string };

/** A password input with a show/hide toggle (SPEC §2 Login). */
export function PasswordField({ id, label, error, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} pr-11`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          {visible ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
        </button>
      </div>
    </TextField>
  );
}
