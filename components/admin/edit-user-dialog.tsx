"use client";

import { useSaveDialog } from "@/components/admin/use-save-dialog";
import { FormAlert } from "@/components/forms/form-alert";
import type { SaveDialogProps } from "@/components/forms/save-record";
import { DialogActions } from "@/components/ui/dialog-actions";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { TextField } from "@/components/ui/form-fields";
import { adminUpdateUser, type AdminUser } from "@/lib/contracts/admin";
import { adminUpdateUserSchema } from "@/lib/validation/admin";

/** Edits a user's name, e-mail and phone; validated here with the server's own schema. */
export function EditUserDialog({ user, ...dialog }: { user: AdminUser } & SaveDialogProps<AdminUser>) {
  const { form, submit } = useSaveDialog(
    adminUpdateUserSchema,
    { name: user.name, email: user.email, phone: user.phone ?? "" },
    {
      route: adminUpdateUser,
      id: user._id,
      key: "user",
      failure: "Failed to update user",
      success: "User updated",
      conflictField: "email",
    },
    dialog,
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <DialogFrame title="Edit user" look="centered" size="medium" openOnMount onClose={dialog.onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Name" required autoComplete="off" {...register("name")} error={errors.name?.message} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          {...register("email")}
          error={errors.email?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint="10 digits; leave empty to remove"
          {...register("phone")}
          error={errors.phone?.message}
        />
        <FormAlert message={errors.root?.server?.message} />
        <DialogActions
          className="mt-6"
          onCancel={dialog.onClose}
          busy={isSubmitting}
          label="Save"
          busyLabel="Saving..."
        />
      </form>
    </DialogFrame>
  );
}
