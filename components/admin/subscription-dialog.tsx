"use client";

import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { callApi } from "@/components/ui/api";
import { answerErrors } from "@/components/admin/issues-by-path";
import { DialogActions, Modal } from "@/components/admin/modal";
import type { AdminUser } from "@/components/admin/types";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { fieldErrors } from "@/components/ui/field-errors";
import { adminSubscriptionSchema } from "@/lib/validation/admin";

/** Switches a user's plan on or off with a remark; duration and plan are shown, not edited. */
export function SubscriptionDialog({
  user,
  onSaved,
  onClose,
}: {
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const [status, setStatus] = useState(user.subscription.isActive ? "active" : "inactive");
  const [remark, setRemark] = useState(user.subscription.remarks ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminSubscriptionSchema.safeParse({ isActive: status === "active", remark });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await callApi<{ user?: AdminUser; errors?: Record<string, string> }>(
      `/api/user/${user._id}/subscription`,
      { method: "PUT", json: parsed.data },
    );
    setBusy(false);
    if (!answer.ok || !answer.body.user) {
      setErrors(answerErrors(answer.body));
      toast.error(
        answer.status === 0 ? "Error connecting to server" : (answer.body.message ?? "Failed to update subscription"),
      );
      return;
    }
    toast.success(answer.body.message ?? "Subscription updated");
    onSaved(answer.body.user);
    onClose();
  }

  return (
    <Modal title={`Subscription of ${user.name}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[
            { value: "active", label: "Active" },
            { value: "inactive", label: "Inactive" },
          ]}
        />
        <TextAreaField
          label="Remarks"
          rows={3}
          maxLength={500}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          error={errors.remark}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Duration" readOnly value={user.subscription.duration || "—"} />
          <TextField label="Plan ID" readOnly value={user.subscription.planId || "—"} />
        </div>
        <DialogActions onCancel={onClose} busy={busy} label="Save" busyLabel="Saving..." />
      </form>
    </Modal>
  );
}
