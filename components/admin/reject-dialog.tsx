"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { DialogActions } from "@/components/ui/dialog-actions";
import { DialogFrame } from "@/components/ui/dialog-frame";
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(deleteListingSchema, { defaultValues: { reason: "" } });

  const submit = handleSubmit(async ({ reason }) => {
    if (await onReject(reason ?? "")) onClose();
  });

  return (
    <DialogFrame
      title={edit ? "Reject the owner's changes?" : "Reject submission?"}
      look="centered"
      size="medium"
      openOnMount
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
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
          {...register("reason")}
          error={errors.reason?.message}
        />
        <DialogActions
          className="mt-6"
          onCancel={onClose}
          busy={isSubmitting}
          label="Reject"
          busyLabel="Rejecting..."
          tone="danger"
        />
      </form>
    </DialogFrame>
  );
}
