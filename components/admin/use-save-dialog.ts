"use client";

import { useState } from "react";
import { saveRecord, type SaveDialogProps, type SaveRequest } from "@/components/forms/save-record";

/**
 * An edit dialog's form: its values, the field errors (from the schema here, or from the server's answer),
 * the busy flag, and `save`, which sends the parsed values through the record's edit route (`saveRecord`).
 */
export function useSaveDialog<V extends Record<string, string>, R>(
  initial: V,
  { onSaved, onClose }: SaveDialogProps<R>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const save = (request: SaveRequest) => saveRecord<R>(request, { setErrors, setBusy, onSaved, onClose });

  return { values, set, errors, busy, save };
}
