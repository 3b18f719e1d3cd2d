"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { ApiAnswer } from "@/components/ui/api";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { phoneCodeRequestSchema, smsCodeSchema } from "@/lib/validation/phone";
import { z } from "@/lib/validation/zod";

const codeSchema = z.object({ otp: smsCodeSchema });
const DIGITS = CODE_CHANNELS.sms.digits;
type NumberValues = z.input<typeof phoneCodeRequestSchema>;
type CodeValues = z.input<typeof codeSchema>;

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
  const numberForm = useForm<NumberValues>({
    defaultValues: { phone: initialPhone },
    resolver: zodResolver(phoneCodeRequestSchema),
  });
  const codeForm = useForm<CodeValues>({ defaultValues: { otp: "" }, resolver: zodResolver(codeSchema) });

  async function requestCode({ phone: typed }: NumberValues) {
    const answer = await send(typed);
    if (!answer.ok) {
      numberForm.setError("phone", { message: answer.body.message ?? "Could not send the code. Please try again." });
      return;
    }
    toast.success(answer.body.message ?? "Code sent.");
    codeForm.reset({ otp: "" });
    setPhone(typed);
  }

  async function enterCode({ otp }: CodeValues) {
    const answer = await enter(phone!, otp);
    if (!answer.ok) {
      codeForm.setError("otp", { message: answer.body.message ?? "Could not check the code. Please try again." });
      return;
    }
    onDone(answer);
  }

  if (phone === undefined) {
    return (
      <form onSubmit={numberForm.handleSubmit(requestCode)} noValidate className="space-y-4">
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
        <SubmitButton busy={numberForm.formState.isSubmitting} label={sendLabel} busyLabel="Sending code..." />
      </form>
    );
  }

  return (
    <form onSubmit={codeForm.handleSubmit(enterCode)} noValidate className="space-y-4">
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
