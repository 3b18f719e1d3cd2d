"use client";

import { Controller } from "react-hook-form";
import { FormDialog, useSaveDialog } from "@/components/admin/form-dialog";
import { ACTIVE_OPTIONS, type SaveDialogProps } from "@/components/forms/save-record";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { adminUpdateSubscription, type AdminUser } from "@/lib/contracts/admin";
import { adminSubscriptionSchema } from "@/lib/validation/admin";

/**
 * Switches a running plan off (a reversed payment, misuse) or back on, with a remark; plan and duration are
 * shown, not edited here (Grant plan gives or extends one).
 */
export function SubscriptionDialog({ user, ...dialog }: { user: AdminUser } & SaveDialogProps<AdminUser>) {
  const { form, submit } = useSaveDialog(
    adminSubscriptionSchema,
    { isActive: user.subscription.state === "active", remark: user.subscription.remarks ?? "" },
    {
      route: adminUpdateSubscription,
      id: user._id,
      key: "user",
      failure: "Failed to update subscription",
      success: "Subscription updated",
      conflictField: "isActive",
    },
    dialog,
  );
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <FormDialog title={`Subscription of ${user.name}`} form={form} submit={submit} onClose={dialog.onClose}>
      {/* The plan's on/off switch, offered as the Active / Inactive choice. */}
      <Controller
        control={control}
        name="isActive"
        render={({ field: { value, onChange, ...field }, fieldState }) => (
          <SelectField
            label="Status"
            {...field}
            value={value ? "active" : "inactive"}
            onChange={(event) => onChange(event.target.value === "active")}
            options={ACTIVE_OPTIONS}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextAreaField label="Remarks" rows={3} maxLength={500} {...register("remark")} error={errors.remark?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Duration" readOnly value={user.subscription.duration || "—"} />
        <TextField label="Plan ID" readOnly value={user.subscription.planId || "—"} />
      </div>
    </FormDialog>
  );
}
