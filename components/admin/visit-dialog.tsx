"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { answerErrors } from "@/components/admin/issues-by-path";
import { Modal } from "@/components/admin/modal";
import { DialogActions } from "@/components/ui/dialog-actions";
import { adminUpdateVisit, type AdminVisit } from "@/lib/contracts/admin";
import { indiaLocalToIso, isoToIndiaLocal, suggestedVisitTime } from "@/components/admin/visit-time";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import { fieldErrors } from "@/components/ui/field-errors";
import type { VisitStatus } from "@/lib/visits/options";
import { adminUpdateVisitSchema } from "@/lib/validation/admin";

const ACTIONS: Array<{ status: VisitStatus; label: string; hint: string }> = [
  { status: "scheduled", label: "Schedule", hint: "Fix the date and time; the buyer is e-mailed." },
  { status: "completed", label: "Mark done", hint: "The visit took place." },
  { status: "cancelled", label: "Cancel visit", hint: "The visit goes back to the buyer's plan. This is final." },
  { status: "requested", label: "Back to requested", hint: "Waiting for a time again; any time set is cleared." },
];

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
  const [status, setStatus] = useState<VisitStatus>(visit.status === "scheduled" ? "completed" : "scheduled");
  const [when, setWhen] = useState(() => suggestedVisitTime(visit));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const actions = ACTIONS.filter((a) => a.status !== "requested" || visit.status !== "requested");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input =
      status === "scheduled"
        ? { status, scheduledFor: indiaLocalToIso(when) }
        : status === "cancelled"
          ? { status, reason }
          : { status };
    const parsed = adminUpdateVisitSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await callRoute(adminUpdateVisit, { params: { id: visit._id }, json: input });
    setBusy(false);
    if (!answer.ok || !answer.body.visit) {
      setErrors(answerErrors(answer.body));
      toast.error(
        answer.status === 0 ? "Error connecting to server" : (answer.body.message ?? "Failed to update the visit"),
      );
      return;
    }
    toast.success(answer.body.message ?? "Visit updated");
    onSaved(answer.body.visit);
    onClose();
  }

  return (
    <Modal title={`Visit of ${buyer}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
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
                  name="visit-action"
                  value={action.status}
                  checked={status === action.status}
                  onChange={() => {
                    setStatus(action.status);
                    setErrors({});
                  }}
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
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            error={errors.scheduledFor}
          />
        )}
        {status === "cancelled" && (
          <TextAreaField
            label="Reason"
            required
            rows={3}
            maxLength={500}
            hint="Sent to the buyer."
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
          />
        )}
        {errors._ && <p className="text-sm text-rose-700">{errors._}</p>}
        <DialogActions
          className="mt-6"
          onCancel={onClose}
          busy={busy}
          label={actions.find((a) => a.status === status)?.label ?? "Save"}
          busyLabel="Saving..."
          tone={status === "cancelled" ? "danger" : "primary"}
        />
      </form>
    </Modal>
  );
}
