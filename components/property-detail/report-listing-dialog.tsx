"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/providers/session-provider";
import { ErrorWordsProvider, useSayError } from "@/components/forms/error-words";
import { ENGLISH_ENQUIRY_WORDS, type EnquiryWords } from "@/components/property-detail/enquiry-words";
import { callRoute } from "@/components/ui/api";
import { reportListing } from "@/lib/contracts/messages";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import { DialogActions } from "@/components/ui/dialog-actions";
import { REPORT_REASONS } from "@/domain/listings/options";

/** Loaded on the first submit: the listing page does not ship the validation library until someone reports. */
const reportSchema = () => import("@/lib/validation/report").then((m) => m.reportListingSchema);

/**
 * A modal form (native <dialog>: focus stays inside, Escape closes) that stores a report about the
 * listing for the admins. `words`: the page's language (English until given).
 */
export function ReportListingDialog({
  propertyId,
  open,
  onClose,
  words = ENGLISH_ENQUIRY_WORDS,
}: {
  propertyId: string;
  open: boolean;
  onClose: () => void;
  words?: EnquiryWords;
}) {
  return (
    <ErrorWordsProvider words={words.errors}>
      <ReportForm propertyId={propertyId} open={open} onClose={onClose} words={words} />
    </ErrorWordsProvider>
  );
}

function ReportForm({
  propertyId,
  open,
  onClose,
  words: { text: words, reportReasons },
}: {
  propertyId: string;
  open: boolean;
  onClose: () => void;
  words: EnquiryWords;
}) {
  const say = useSayError();
  const dialog = useRef<HTMLDialogElement>(null);
  const { user } = useSession();
  const form = useZodForm(reportSchema, { defaultValues: { details: "", email: user?.email ?? "" } });
  const {
    register,
    handleSubmit,
    resetField,
    getFieldState,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Until the visitor types an address, a signed-in visitor's own is offered (the session may come later).
  useEffect(() => {
    if (!getFieldState("email").isDirty) setValue("email", user?.email ?? "");
  }, [user?.email, getFieldState, setValue]);

  const send = handleSubmit(async (values) => {
    const answer = await callRoute(reportListing, { params: { id: propertyId }, json: values });
    if (!answer.ok) {
      showServerErrors(form, answer, words.reportFailed);
      return;
    }
    toast.success(say(answer.body.message ?? words.reportThanks));
    resetField("reason");
    resetField("details");
    onClose();
  });

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="report-heading"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      <form onSubmit={send} noValidate className="space-y-4 p-6">
        <h2 id="report-heading" className="text-lg font-semibold">
          {words.reportTitle}
        </h2>
        <fieldset aria-describedby={errors.reason ? "report-reason-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">{words.whatWrong}</legend>
          <div className="mt-2 space-y-1.5">
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  value={r}
                  {...register("reason")}
                  aria-invalid={errors.reason ? true : undefined}
                  className="accent-brand-600 h-4 w-4 scroll-mt-28"
                />
                {reportReasons[r] ?? r}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="report-reason-error" className="mt-1 text-sm text-rose-700">
              {errors.reason.message}
            </p>
          )}
        </fieldset>
        <TextAreaField label={words.details} hint={words.detailsHint} rows={3} maxLength={1000} {...field("details")} />
        <TextField
          label={words.yourEmail}
          type="email"
          autoComplete="email"
          required
          {...field("email")}
          hint={words.emailHint}
        />
        <FormAlert message={errors.root?.server?.message} />
        <DialogActions
          onCancel={onClose}
          busy={isSubmitting}
          label={words.sendReport}
          busyLabel={words.sending}
          cancelLabel={words.cancel}
          tone="danger"
        />
      </form>
    </dialog>
  );
}
