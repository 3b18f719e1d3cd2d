"use client";

import type { ReactNode } from "react";
import { useFormState, type DefaultValues } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { useZodForm, type ZodForm } from "@/components/forms/use-zod-form";
import { saveFormRecord, type SaveDialogProps, type SaveTarget } from "@/components/forms/save-record";
import { DialogActions } from "@/components/ui/dialog-actions";
import { DialogFrame } from "@/components/ui/dialog-frame";
import type { z } from "@/lib/validation/zod";

// The dashboard's dialogs with a form: the form on its route's own schema (`useZodForm`) in the one dialog,
// with the form's alert and Cancel beside the main button; the edit dialogs save one record through its route.

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

/** A dialog holding one `useZodForm` form: its fields, the form's alert, and Cancel beside the main button. */
export function FormDialog<S extends AnySchema>({
  title,
  form,
  submit,
  onClose,
  label = "Save",
  busyLabel = "Saving...",
  tone,
  children,
}: {
  title: string;
  form: ZodForm<S>;
  submit: ReturnType<ZodForm<S>["handleSubmit"]>;
  onClose: () => void;
  label?: string;
  busyLabel?: string;
  tone?: "primary" | "danger";
  children: ReactNode;
}) {
  const { errors, isSubmitting } = useFormState({ control: form.control });
  return (
    <DialogFrame title={title} look="centered" size="medium" openOnMount onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {children}
        <FormAlert message={errors.root?.server?.message} />
        <DialogActions
          className="mt-6"
          onCancel={onClose}
          busy={isSubmitting}
          label={label}
          busyLabel={busyLabel}
          tone={tone}
        />
      </form>
    </DialogFrame>
  );
}
