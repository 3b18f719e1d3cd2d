"use client";

import { useState } from "react";
import type { ApiAnswer } from "@/components/ui/api";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { phoneCodeRequestSchema, phoneCodeSchema } from "@/lib/validation/phone";

/** The second step's field, as the verify and sign-in routes parse it (the number comes from the first step). */
const codeSchema = phoneCodeSchema.pick({ otp: true });
const DIGITS = CODE_CHANNELS.sms.digits;

/**
 * Two steps shared by the profile's phone verification and the phone sign-in: a mobile number, then the
 * code texted to it. `send` and `enter` call the routes; a failed answer's message lands under its
 * field (a 429 or 503 says when to try again), a successful `enter` goes to `onDone`.
 */
export function PhoneCodeSteps<T>({
  idPrefix,
  initialPhone = "",
  sendLabel,
  enterLabel,
  send,
  enter,
  onDone,
}: {
  idPrefix: string;
  initialPhone?: string;
  sendLabel: string;
  enterLabel: string;
  send: (phone: string) => Promise<ApiAnswer>;
  enter: (phone: string, otp: string) => Promise<ApiAnswer<T>>;
  onDone: (answer: ApiAnswer<T>) => void;
}) {
  const [phone, setPhone] = useState<string>();
  const numberForm = useZodForm(phoneCodeRequestSchema, { defaultValues: { phone: initialPhone } });
  const codeForm = useZodForm(codeSchema, { defaultValues: { otp: "" } });

  const requestCode = numberForm.handleSubmit(async ({ phone: typed }) => {
    const answer = await send(typed);
    if (!answer.ok) {
      showServerErrors(numberForm, answer, "Could not send the code. Please try again.", { field: "phone" });
      return;
    }
    toast.success(answer.body.message ?? "Code sent.");
    codeForm.reset({ otp: "" });
    setPhone(typed);
  });

  const enterCode = codeForm.handleSubmit(async ({ otp }) => {
    const answer = await enter(phone!, otp);
    if (!answer.ok) {
      showServerErrors(codeForm, answer, "Could not check the code. Please try again.", { field: "otp" });
      return;
    }
    onDone(answer);
  });

  if (phone === undefined) {
    return (
      <form onSubmit={requestCode} noValidate className="space-y-4">
        <TextField
          id={`${idPrefix}-phone`}
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          hint={`An Indian mobile number; we text it a ${DIGITS}-digit code.`}
          error={numberForm.formState.errors.phone?.message}
          {...numberForm.register("phone")}
        />
        <FormAlert message={numberForm.formState.errors.root?.server?.message} />
        <SubmitButton busy={numberForm.formState.isSubmitting} label={sendLabel} busyLabel="Sending code..." />
      </form>
    );
  }

  return (
    <form onSubmit={enterCode} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the {DIGITS}-digit code we texted to <span className="font-semibold text-slate-900">{phone}</span>.
      </p>
      <TextField
        id={`${idPrefix}-otp`}
        label="Code from the SMS"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={DIGITS}
        error={codeForm.formState.errors.otp?.message}
        {...codeForm.register("otp")}
      />
      <FormAlert message={codeForm.formState.errors.root?.server?.message} />
      <SubmitButton busy={codeForm.formState.isSubmitting} label={enterLabel} busyLabel="Checking..." />
      <button
        type="button"
        onClick={() => setPhone(undefined)}
        className="text-brand-700 w-full text-center text-sm font-medium hover:underline"
      >
        Use another number or send a new code
      </button>
    </form>
  );
}
