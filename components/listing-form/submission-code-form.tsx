"use client";

import { useState } from "react";
import { useSayError } from "@/components/forms/error-words";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { useListingWords } from "@/components/listing-form/form-words";
import { callRoute } from "@/components/ui/api";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { sendSubmissionCode, verifySubmissionPhone } from "@/lib/contracts/phone";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { submissionCodeSchema } from "@/lib/validation/phone";

/**
 * The submission's last step: the code texted to the contact number. `notice` is what the submission's
 * answer said about the code (sent, or why it could not be sent); a new code can be asked for.
 */
export function SubmissionCodeForm({
  id,
  notice,
  onConfirmed,
}: {
  id: string;
  notice: string;
  onConfirmed: () => void;
}) {
  const words = useListingWords().text.submitted;
  const say = useSayError();
  const [status, setStatus] = useState(() => say(notice));
  const [resending, setResending] = useState(false);
  const form = useZodForm(submissionCodeSchema, { defaultValues: { otp: "" } });
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);

  const confirm = handleSubmit(async (values) => {
    const answer = await callRoute(verifySubmissionPhone, { params: { id }, json: values });
    if (!answer.ok) {
      showServerErrors(form, answer, words.checkFailed);
      return;
    }
    onConfirmed();
  });

  async function resend() {
    setResending(true);
    const answer = await callRoute(sendSubmissionCode, { params: { id } });
    setResending(false);
    setStatus(answer.body.message ? say(answer.body.message) : answer.ok ? words.codeSent : words.sendFailed);
  }

  return (
    <form onSubmit={confirm} noValidate className="mt-4 space-y-3 text-left">
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      <TextField
        id="submission-otp"
        label={words.smsCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_CHANNELS.sms.digits}
        {...field("otp")}
      />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton busy={isSubmitting} label={words.confirm} busyLabel={words.checking} />
      <button
        type="button"
        disabled={resending}
        onClick={() => void resend()}
        className="text-brand-700 w-full text-center text-sm font-medium hover:underline disabled:opacity-60"
      >
        {words.newCode}
      </button>
    </form>
  );
}
