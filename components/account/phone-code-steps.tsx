"use client";

import { useState } from "react";
import type { PhoneCodeWords } from "@/components/account/auth-words";
import type { ApiAnswer } from "@/components/ui/api";
import { useSayError } from "@/components/forms/error-words";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { fillWords } from "@/lib/i18n/words";
import { wordParts } from "@/lib/i18n/word-parts";
import englishAuth from "@/messages/en/Auth.json";
import { phoneCodeRequestSchema, phoneCodeSchema } from "@/lib/validation/phone";

/** The second step's field, as the verify and sign-in routes parse it (the number comes from the first step). */
const codeSchema = phoneCodeSchema.pick({ otp: true });
const DIGITS = CODE_CHANNELS.sms.digits;

/**
 * Two steps shared by the profile's phone verification and the phone sign-in: a mobile number, then the
 * code texted to it. `send` and `enter` call the routes; a failed answer's message lands under its
 * field (a 429 or 503 says when to try again), a successful `enter` goes to `onDone`. `words` are the steps'
 * words in the page's language (English where the page passes none).
 */
export function PhoneCodeSteps<T>({
  idPrefix,
  initialPhone = "",
  sendLabel,
  enterLabel,
  words = englishAuth.phone,
  send,
  enter,
  onDone,
}: {
  idPrefix: string;
  words?: PhoneCodeWords;
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
  const say = useSayError();

  const requestCode = numberForm.handleSubmit(async ({ phone: typed }) => {
    const answer = await send(typed);
    if (!answer.ok) {
      showServerErrors(numberForm, answer, words.sendFailed, { field: "phone" });
      return;
    }
    toast.success(say(answer.body.message ?? words.codeSent));
    codeForm.reset({ otp: "" });
    setPhone(typed);
  });

  const enterCode = codeForm.handleSubmit(async ({ otp }) => {
    const answer = await enter(phone!, otp);
    if (!answer.ok) {
      showServerErrors(codeForm, answer, words.checkFailed, { field: "otp" });
      return;
    }
    onDone(answer);
  });

  if (phone === undefined) {
    return (
      <form onSubmit={requestCode} noValidate className="space-y-4">
        <TextField
          id={`${idPrefix}-phone`}
          label={words.mobileNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          hint={fillWords(words.hint, { digits: DIGITS })}
          error={numberForm.formState.errors.phone?.message}
          {...numberForm.register("phone")}
        />
        <FormAlert message={numberForm.formState.errors.root?.server?.message} />
        <SubmitButton busy={numberForm.formState.isSubmitting} label={sendLabel} busyLabel={words.sendingCode} />
      </form>
    );
  }

  return (
    <form onSubmit={enterCode} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        {wordParts(words.enterCode, {
          digits: String(DIGITS),
          phone: (
            <span key="phone" className="font-semibold text-slate-900">
              {phone}
            </span>
          ),
        })}
      </p>
      <TextField
        id={`${idPrefix}-otp`}
        label={words.smsCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={DIGITS}
        error={codeForm.formState.errors.otp?.message}
        {...codeForm.register("otp")}
      />
      <FormAlert message={codeForm.formState.errors.root?.server?.message} />
      <SubmitButton busy={codeForm.formState.isSubmitting} label={enterLabel} busyLabel={words.checking} />
      <button
        type="button"
        onClick={() => setPhone(undefined)}
        className="text-brand-700 w-full text-center text-sm font-medium hover:underline"
      >
        {words.anotherNumber}
      </button>
    </form>
  );
}
