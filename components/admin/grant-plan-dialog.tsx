"use client";

import { FormDialog, useSaveDialog } from "@/components/admin/form-dialog";
import type { SaveDialogProps } from "@/components/forms/save-record";
import { fieldBinder } from "@/components/forms/use-zod-form";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { adminGrantPlan, type AdminUser } from "@/lib/contracts/admin";
import { formatDate } from "@/lib/format";
import { durationDays, findPlan, PLAN_OPTIONS, PLAN_STATE_LABELS, PLANS } from "@/lib/plans";
import { adminGrantPlanSchema, GRANT_REASONS } from "@/lib/validation/admin";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day in India, `days` from now, as a date input holds it. */
function indianDayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
}

/** What a plan gives when bought: its visits, and an expiry its duration away. */
function planDefaults(planId: string) {
  const plan = findPlan(planId) ?? PLANS[0];
  return { visits: plan.houseVisits, expiresAt: indianDayFromNow(durationDays(plan.duration)) };
}

/**
 * Grants a plan to a user who paid at the office, or extends one to make up for a complaint. Choosing a plan
 * fills in what it gives; both can be changed. A running plan gains the visits and keeps the later expiry.
 */
export function GrantPlanDialog({ user, ...dialog }: { user: AdminUser } & SaveDialogProps<AdminUser>) {
  const current = user.subscription;
  const firstPlan = current.planId && findPlan(current.planId) ? current.planId : PLANS[0].id;
  const { form, submit } = useSaveDialog(
    adminGrantPlanSchema,
    { planId: firstPlan, ...planDefaults(firstPlan), reason: "offline-payment", remark: "" },
    { route: adminGrantPlan, id: user._id, key: "user", failure: "Failed to grant the plan", success: "Plan granted" },
    dialog,
  );
  const { setValue } = form;
  const field = fieldBinder(form);

  function choosePlan(event: { target: { value: string } }) {
    const defaults = planDefaults(event.target.value);
    setValue("visits", defaults.visits);
    setValue("expiresAt", defaults.expiresAt);
  }

  return (
    <FormDialog
      title={`Grant a plan to ${user.name}`}
      form={form}
      submit={submit}
      onClose={dialog.onClose}
      label="Grant plan"
      busyLabel="Granting..."
    >
      <p className="text-sm text-slate-700" data-testid="grant-current-plan">
        Now: <strong>{PLAN_STATE_LABELS[current.state]}</strong>
        {current.state !== "none" && (
          <>
            {" "}
            · {current.visitsLeft} of {current.visitsTotal} visits left
            {current.expiresAt && <> · until {formatDate(current.expiresAt)}</>}
          </>
        )}
      </p>
      <SelectField label="Plan" {...field("planId", { onChange: choosePlan })} options={PLAN_OPTIONS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Visits to give"
          type="number"
          inputMode="numeric"
          min={1}
          required
          {...field("visits", { valueAsNumber: true })}
        />
        <TextField
          label="Valid until"
          type="date"
          required
          {...field("expiresAt")}
          hint={current.state === "active" ? "A later expiry of the running plan is kept" : undefined}
        />
      </div>
      <SelectField label="Reason" {...field("reason")} options={GRANT_REASONS} />
      <TextAreaField
        label="Remark"
        required
        rows={3}
        maxLength={500}
        placeholder="Receipt number, or what the complaint was"
        {...field("remark")}
      />
    </FormDialog>
  );
}
