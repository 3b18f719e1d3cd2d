"use client";

import { useRef, useState } from "react";
import { showFieldErrors } from "@/components/forms/show-field-errors";
import { saveRecord, type SaveDialogProps, type SaveRequest } from "@/components/forms/save-record";

/**
 * An edit dialog's form: its values, the field errors (from the schema here, or from the server's answer),
 * the busy flag, and `save`, which sends the parsed values through the record's edit route (`saveRecord`).
 * `form` goes on the dialog's form: a failed save moves focus to its first invalid field.
 */
export function useSaveDialog<V extends Record<string, string>, R>(
  initial: V,
  { onSaved, onClose }: SaveDialogProps<R>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const showErrors = (found: Record<string, string>) => showFieldErrors(form.current, () => setErrors(found));
  const save = (request: SaveRequest) => saveRecord<R>(request, { setErrors: showErrors, setBusy, onSaved, onClose });

  return { values, set, errors, busy, save, form };
}
