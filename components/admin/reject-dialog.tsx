"use client";

import { FormDialog } from "@/components/admin/form-dialog";
import { useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { TextAreaField } from "@/components/ui/form-fields";
import { deleteListingSchema } from "@/lib/validation/admin";

/**
 * Rejects a public submission (its owner is mailed the reason given here), or the owner's changes to a live
 * listing (`edit`): those are dropped and the listing stays as approved.
 */
export function RejectDialog({
  title,
  edit = false,
  onReject,
  onClose,
}: {
  title: string;
  edit?: boolean;
  /** Resolves true when done (the dialog closes). */
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const form = useZodForm(deleteListingSchema, { defaultValues: { reason: "" } });
  const field = fieldBinder(form);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onReject(reason ?? "")) onClose();
  });

  return (
    <FormDialog
      title={edit ? "Reject the owner's changes?" : "Reject submission?"}
      form={form}
      submit={submit}
      onClose={onClose}
      label="Reject"
      busyLabel="Rejecting..."
      tone="danger"
    >
      <p className="text-slate-700">
        {edit
          ? `The owner's changes to “${title}” will be dropped and the owner told by e-mail. The listing stays live as approved.`
          : `“${title}” will be removed and its owner told by e-mail. This action cannot be undone.`}
      </p>
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={1000}
        hint="Sent to the owner, e.g. what to fix before listing again."
        {...field("reason")}
      />
    </FormDialog>
  );
}
