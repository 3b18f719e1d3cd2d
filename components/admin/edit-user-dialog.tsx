"use client";

import { FormDialog, useSaveDialog } from "@/components/admin/form-dialog";
import type { SaveDialogProps } from "@/components/forms/save-record";
import { fieldBinder } from "@/components/forms/use-zod-form";
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
  const field = fieldBinder(form);

  return (
    <FormDialog title="Edit user" form={form} submit={submit} onClose={dialog.onClose}>
      <TextField label="Name" required autoComplete="off" {...field("name")} />
      <TextField label="Email" type="email" required autoComplete="off" {...field("email")} />
      <TextField
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint="10 digits; leave empty to remove"
        {...field("phone")}
      />
    </FormDialog>
  );
}
