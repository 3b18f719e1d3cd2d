"use client";

import type { DefaultValues } from "react-hook-form";
import { useZodForm } from "@/components/forms/use-zod-form";
import { saveFormRecord, type SaveDialogProps, type SaveTarget } from "@/components/forms/save-record";
import type { z } from "@/lib/validation/zod";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = z.ZodType<any, any>;

/**
 * An edit dialog's form on the edit route's own schema (`useZodForm`), and `submit` for its <form>: nothing
 * is sent while a field is wrong; what the schema parsed goes through the record's edit route
 * (`saveFormRecord`), and the dialog closes once it is saved.
 */
export function useSaveDialog<S extends AnySchema, R>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  target: SaveTarget,
  dialog: SaveDialogProps<R>,
) {
  const form = useZodForm(schema, { defaultValues });
  const submit = form.handleSubmit((values) => saveFormRecord(form, values, target, dialog));
  return { form, submit };
}
