"use client";

import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { callApi } from "@/components/ui/api";
import { answerErrors } from "@/components/admin/issues-by-path";
import { DialogActions, Modal } from "@/components/admin/modal";
import type { AdminUser } from "@/components/admin/types";
import { TextField } from "@/components/ui/form-fields";
import { fieldErrors } from "@/components/ui/field-errors";
import { adminUpdateUserSchema } from "@/lib/validation/admin";

/** Edits a user's name, e-mail and phone; validated here with the server's own schema. */
export function EditUserDialog({
  user,
  onSaved,
  onClose,
}: {
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState({ name: user.name, email: user.email, phone: user.phone ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminUpdateUserSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await callApi<{ user?: AdminUser; errors?: Record<string, string> }>(`/api/admin/user/${user._id}`, {
      method: "PUT",
      json: parsed.data,
    });
    setBusy(false);
    if (!answer.ok || !answer.body.user) {
      const message =
        answer.status === 0 ? "Error connecting to server" : (answer.body.message ?? "Failed to update user");
      setErrors({ ...(answer.status === 409 ? { email: message } : {}), ...answerErrors(answer.body) });
      toast.error(message);
      return;
    }
    toast.success(answer.body.message ?? "User updated");
    onSaved(answer.body.user);
    onClose();
  }

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <Modal title="Edit user" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
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
        <DialogActions onCancel={onClose} busy={busy} label="Save" busyLabel="Saving..." />
      </form>
    </Modal>
  );
}
