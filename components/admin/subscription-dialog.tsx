"use client";

import type { FormEvent } from "react";
import { Modal } from "@/components/admin/modal";
import { DialogActions } from "@/components/ui/dialog-actions";
import { adminUpdateSubscription, type AdminUser } from "@/lib/contracts/admin";
import { useSaveDialog } from "@/components/admin/use-save-dialog";
import { ACTIVE_OPTIONS, type SaveDialogProps } from "@/components/forms/save-record";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { adminSubscriptionSchema } from "@/lib/validation/admin";

/**
 * Switches a running plan off (a reversed payment, misuse) or back on, with a remark; plan and duration are
 * shown, not edited here (Grant plan gives or extends one).
 */
export function SubscriptionDialog({ user, ...dialog }: { user: AdminUser } & SaveDialogProps<AdminUser>) {
  const { values, set, errors, busy, save, form } = useSaveDialog(
    { status: user.subscription.state === "active" ? "active" : "inactive", remark: user.subscription.remarks ?? "" },
    dialog,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({
      route: adminUpdateSubscription,
      id: user._id,
      key: "user",
      parsed: adminSubscriptionSchema.safeParse({ isActive: values.status === "active", remark: values.remark }),
      failure: "Failed to update subscription",
      success: "Subscription updated",
      conflictField: "status",
    });
  }

  return (
    <Modal title={`Subscription of ${user.name}`} onClose={dialog.onClose}>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <SelectField
          label="Status"
          value={values.status}
          onChange={set("status")}
          options={ACTIVE_OPTIONS}
          error={errors.status}
        />
        <TextAreaField
          label="Remarks"
          rows={3}
          maxLength={500}
          value={values.remark}
          onChange={set("remark")}
          error={errors.remark}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Duration" readOnly value={user.subscription.duration || "—"} />
          <TextField label="Plan ID" readOnly value={user.subscription.planId || "—"} />
        </div>
        <DialogActions className="mt-6" onCancel={dialog.onClose} busy={busy} label="Save" busyLabel="Saving..." />
      </form>
    </Modal>
  );
}
