"use client";

import type { FormEvent } from "react";
import { Modal } from "@/components/admin/modal";
import { DialogActions } from "@/components/ui/dialog-actions";
import { adminUpdateUser, type AdminUser } from "@/lib/contracts/admin";
import { useSaveDialog } from "@/components/admin/use-save-dialog";
import type { SaveDialogProps } from "@/components/forms/save-record";
import { TextField } from "@/components/ui/form-fields";
import { adminUpdateUserSchema } from "@/lib/validation/admin";

/** Edits a user's name, e-mail and phone; validated here with the server's own schema. */
export function EditUserDialog({ user, ...dialog }: { user: AdminUser } & SaveDialogProps<AdminUser>) {
  const { values, set, errors, busy, save, form } = useSaveDialog(
    { name: user.name, email: user.email, phone: user.phone ?? "" },
    dialog,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({
      route: adminUpdateUser,
      id: user._id,
      key: "user",
      parsed: adminUpdateUserSchema.safeParse(values),
      failure: "Failed to update user",
      success: "User updated",
      conflictField: "email",
    });
  }

  return (
    <Modal title="Edit user" onClose={dialog.onClose}>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Name"
          required
          autoComplete="off"
          value={values.name}
          onChange={set("name")}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={values.email}
          onChange={set("email")}
          error={errors.email}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint="10 digits; leave empty to remove"
          value={values.phone}
          onChange={set("phone")}
          error={errors.phone}
        />
        <DialogActions className="mt-6" onCancel={dialog.onClose} busy={busy} label="Save" busyLabel="Saving..." />
      </form>
    </Modal>
  );
}
