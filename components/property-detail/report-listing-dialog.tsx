"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { reportListing } from "@/lib/contracts/messages";
import { fieldErrors } from "@/components/ui/field-errors";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import { DialogActions } from "@/components/ui/dialog-actions";
import { REPORT_REASONS } from "@/lib/listings/options";

/**
 * A modal form (native <dialog>: focus stays inside, Escape closes) that stores a report about the
 * listing for the admins.
 */
export function ReportListingDialog({
  propertyId,
  open,
  onClose,
}: {
  propertyId: string;
  open: boolean;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { user } = useSession();
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  // null until the visitor types: until then a signed-in visitor's own address is offered.
  const [email, setEmail] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = { reason, details, email: email ?? user?.email ?? "" };
    // Loaded on first use: the validation library is not needed until someone actually reports.
    const { reportListingSchema } = await import("@/lib/validation/report");
    const parsed = reportListingSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    const answer = await callRoute(reportListing, { params: { id: propertyId }, json: parsed.data });
    setSending(false);
    if (!answer.ok) {
      const failure = answer.status === 0 ? "Something went wrong, please try again." : answer.body.message;
      setErrors({ _: failure ?? "Failed to send the report" });
      return;
    }
    toast.success(answer.body.message ?? "Thank you. Our team will review this listing.");
    setReason("");
    setDetails("");
    onClose();
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="report-heading"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4 p-6">
        <h2 id="report-heading" className="text-lg font-semibold">
          Report this listing
        </h2>
        <fieldset aria-describedby={errors.reason ? "report-reason-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">What is wrong?</legend>
          <div className="mt-2 space-y-1.5">
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="accent-brand-600 h-4 w-4"
                />
                {r}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="report-reason-error" className="mt-1 text-sm text-rose-700">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label="Details"
          hint="Optional, unless you chose Other."
          rows={3}
          maxLength={1000}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          error={errors.details}
        />
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          required
          value={email ?? user?.email ?? ""}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          hint="So we can tell you what we did about it."
        />
        {errors._ && (
          <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
            {errors._}
          </p>
        )}
        <DialogActions onCancel={onClose} busy={sending} label="Send report" busyLabel="Sending..." tone="danger" />
      </form>
    </dialog>
  );
}
