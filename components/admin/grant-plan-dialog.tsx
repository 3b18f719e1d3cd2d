"use client";

import type { FormEvent } from "react";
import { Modal } from "@/components/admin/modal";
import { useSaveDialog } from "@/components/admin/use-save-dialog";
import type { SaveDialogProps } from "@/components/forms/save-record";
import { DialogActions } from "@/components/ui/dialog-actions";
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
  return { visits: String(plan.houseVisits), expiresAt: indianDayFromNow(durationDays(plan.duration)) };
}

/**
 * Grants a plan to a user who paid at the office, or extends one to make up for a complaint. Choosing a plan
 * fills in what it gives; both can be changed. A running plan gains the visits and keeps the later expiry.
 */
export function GrantPlanDialog({ user, ...dialog }: { user: AdminUser } & SaveDialogProps<AdminUser>) {
  const current = user.subscription;
  const firstPlan = current.planId && findPlan(current.planId) ? current.planId : PLANS[0].id;
  const { values, set, errors, busy, save, form } = useSaveDialog(
    { planId: firstPlan, ...planDefaults(firstPlan), reason: "offline-payment", remark: "" },
    dialog,
  );

  function choosePlan(event: { target: { value: string } }) {
    set("planId")(event);
    const defaults = planDefaults(event.target.value);
    set("visits")({ target: { value: defaults.visits } });
    set("expiresAt")({ target: { value: defaults.expiresAt } });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const visits = values.visits.trim() === "" ? Number.NaN : Number(values.visits);
    void save({
      route: adminGrantPlan,
      id: user._id,
      key: "user",
      parsed: adminGrantPlanSchema.safeParse({ ...values, visits }),
      failure: "Failed to grant the plan",
      success: "Plan granted",
    });
  }

  return (
    <Modal title={`Grant a plan to ${user.name}`} onClose={dialog.onClose}>
      <p className="mb-4 text-sm text-slate-700" data-testid="grant-current-plan">
        Now: <strong>{PLAN_STATE_LABELS[current.state]}</strong>
        {current.state !== "none" && (
          <>
            {" "}
            · {current.visitsLeft} of {current.visitsTotal} visits left
            {current.expiresAt && <> · until {formatDate(current.expiresAt)}</>}
          </>
        )}
      </p>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <SelectField
          label="Plan"
          value={values.planId}
          onChange={choosePlan}
          options={PLAN_OPTIONS}
          error={errors.planId}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Visits to give"
            type="number"
            inputMode="numeric"
            min={1}
            required
            value={values.visits}
            onChange={set("visits")}
            error={errors.visits}
          />
          <TextField
            label="Valid until"
            type="date"
            required
            value={values.expiresAt}
            onChange={set("expiresAt")}
            error={errors.expiresAt}
            hint={current.state === "active" ? "A later expiry of the running plan is kept" : undefined}
          />
        </div>
        <SelectField
          label="Reason"
          value={values.reason}
          onChange={set("reason")}
          options={GRANT_REASONS}
          error={errors.reason}
        />
        <TextAreaField
          label="Remark"
          required
          rows={3}
          maxLength={500}
          placeholder="Receipt number, or what the complaint was"
          value={values.remark}
          onChange={set("remark")}
          error={errors.remark}
        />
        <DialogActions
          className="mt-6"
          onCancel={dialog.onClose}
          busy={busy}
          label="Grant plan"
          busyLabel="Granting..."
        />
      </form>
    </Modal>
  );
}
