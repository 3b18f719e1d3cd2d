"use client";

import { useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { FormDialog } from "@/components/admin/form-dialog";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { adminUpdateVisit, type AdminVisit } from "@/lib/contracts/admin";
import { indiaLocalToIso, isoToIndiaLocal, suggestedVisitTime } from "@/components/admin/visit-time";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import type { VisitStatus } from "@/domain/visits/options";
import { adminUpdateVisitSchema } from "@/lib/validation/admin";
import { z } from "@/lib/validation/zod";

const ACTIONS: Array<{ status: VisitStatus; label: string; hint: string }> = [
  { status: "scheduled", label: "Schedule", hint: "Fix the date and time; the buyer is e-mailed." },
  { status: "completed", label: "Mark done", hint: "The visit took place." },
  { status: "cancelled", label: "Cancel visit", hint: "The visit goes back to the buyer's plan. This is final." },
  { status: "requested", label: "Back to requested", hint: "Waiting for a time again; any time set is cleared." },
];

/** The dialog's fields: the action, the time as typed (India time) and the reason. */
type VisitFields = { status: VisitStatus; scheduledFor: string; reason: string };

/** What the server is sent: the action with only the field it takes, the time as an instant. */
function visitInput({ status, scheduledFor, reason }: VisitFields): z.input<typeof adminUpdateVisitSchema> {
  if (status === "scheduled") return { status, scheduledFor: indiaLocalToIso(scheduledFor) };
  return status === "cancelled" ? { status, reason } : { status };
}

/** The server's own schema, over what the dialog would send. */
const visitSchema = z.preprocess((fields: VisitFields) => visitInput(fields), adminUpdateVisitSchema);

/** Schedules, completes, cancels (with a reason) or reopens one house visit. */
export function VisitDialog({
  visit,
  onSaved,
  onClose,
}: {
  visit: AdminVisit;
  onSaved: (visit: AdminVisit) => void;
  onClose: () => void;
}) {
  const buyer = visit.user.name || visit.user.email || "deleted account";
  const form = useZodForm(visitSchema, {
    defaultValues: {
      status: visit.status === "scheduled" ? "completed" : "scheduled",
      scheduledFor: suggestedVisitTime(visit),
      reason: "",
    },
  });
  const { register, handleSubmit, control, clearErrors } = form;
  const field = fieldBinder(form);
  const status = useWatch({ control, name: "status" });
  const actions = ACTIONS.filter((a) => a.status !== "requested" || visit.status !== "requested");

  const submit = handleSubmit(async () => {
    const answer = await callRoute(adminUpdateVisit, {
      params: { id: visit._id },
      json: visitInput(form.getValues()),
    });
    if (!answer.ok || !answer.body.visit) {
      toast.error(showServerErrors(form, answer, "Failed to update the visit"));
      return;
    }
    toast.success(answer.body.message ?? "Visit updated");
    onSaved(answer.body.visit);
    onClose();
  });

  return (
    <FormDialog
      title={`Visit of ${buyer}`}
      form={form}
      submit={submit}
      onClose={onClose}
      label={actions.find((a) => a.status === status)?.label ?? "Save"}
      tone={status === "cancelled" ? "danger" : "primary"}
    >
      <p className="text-sm text-slate-700">
        {visit.property?.title ?? "Listing no longer available"}, asked for {visit.preferredDate}.
      </p>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Action</legend>
        <div className="space-y-2">
          {actions.map((action) => (
            <label
              key={action.status}
              className="has-checked:border-brand-600 has-checked:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2"
            >
              <input
                type="radio"
                value={action.status}
                {...register("status", { onChange: () => clearErrors() })}
                className="mt-1"
              />
              <span>
                <span className="block font-medium text-slate-900">{action.label}</span>
                <span className="block text-xs text-slate-600">{action.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {status === "scheduled" && (
        <TextField
          label="Date and time (India time)"
          type="datetime-local"
          required
          min={isoToIndiaLocal(new Date())}
          {...field("scheduledFor")}
        />
      )}
      {status === "cancelled" && (
        <TextAreaField
          label="Reason"
          required
          rows={3}
          maxLength={500}
          hint="Sent to the buyer."
          {...field("reason")}
        />
      )}
    </FormDialog>
  );
}
