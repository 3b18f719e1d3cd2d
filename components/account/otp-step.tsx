"use client";

import { useEffect, useState } from "react";
import { useController } from "react-hook-form";
import type { AuthWords } from "@/components/account/auth-words";
import { useSayError } from "@/components/forms/error-words";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { sendOtp, verifyOtp } from "@/lib/contracts/accounts";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { fillWords } from "@/lib/i18n/words";
import { wordParts } from "@/lib/i18n/word-parts";
import { verifyOtpSchema } from "@/lib/validation/auth";

type Purpose = "register" | "reset";
const RESEND_AFTER_SECONDS = 60;
const { digits: DIGITS, lifetimeMinutes: LIFETIME_MINUTES } = CODE_CHANNELS.email;
/** The field this step asks for, as the verify route parses it. */
const codeSchema = verifyOtpSchema.pick({ otp: true });

/** A code is on its way: `wait` seconds before another may be asked for; `notice` when it was sent earlier. */
export type CodeRequest = { wait: number; notice?: string };

/**
 * Asks the server to mail a code. A request within the minute after the last one finds the earlier code
 * still on its way (the server answers "cooldown"): that counts as sent, with a notice saying when. Resolves
 * to null when it failed (the toast says why: the server's message, else 'Failed to send OTP. Please try again.').
 * What it says is in the page's language: the form's `words`, and the server's messages through `say`.
 */
export async function requestOtp(
  email: string,
  purpose: Purpose,
  words: AuthWords,
  say: (message: string) => string,
): Promise<CodeRequest | null> {
  const answer = await callRoute(sendOtp, { json: { email, purpose } });
  if (answer.ok) {
    toast.success(say(answer.body.message ?? words.otpSent));
    return { wait: RESEND_AFTER_SECONDS };
  }
  const { code, retryAfter, message } = answer.body;
  if (answer.status === 429 && code === "cooldown" && typeof retryAfter === "number") {
    return { wait: retryAfter, notice: say(message ?? words.codeSentEarlier) };
  }
  toast.error(say(message ?? words.otpSendFailed));
  return null;
}

/** Step 2 of registration and password reset: enter the mailed code, resend it, or go back. */
export function OtpStep({
  email,
  purpose,
  sent,
  onVerified,
  onBack,
  words,
}: {
  email: string;
  purpose: Purpose;
  /** How the code was requested: the seconds until a resend, and a notice when it was sent earlier. */
  sent: CodeRequest;
  onVerified: (code: string) => void;
  onBack: () => void;
  words: AuthWords;
}) {
  const form = useZodForm(codeSchema, { defaultValues: { otp: "" } });
  const say = useSayError();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  // The code's input keeps digits only, six at most, as they are typed or pasted.
  const { field: otp } = useController({ control, name: "otp" });
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(sent.wait);
  const [notice, setNotice] = useState(sent.notice);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const verify = handleSubmit(async ({ otp: code }) => {
    const answer = await callRoute(verifyOtp, { json: { email, otp: code, purpose } });
    if (!answer.ok) {
      // Said once, under the field it is about.
      showServerErrors(form, answer, words.otpVerifyFailed, { field: "otp" });
      return;
    }
    toast.success(say(answer.body.message ?? words.otpVerified));
    onVerified(code);
  });

  async function resend() {
    setResending(true);
    const request = await requestOtp(email, purpose, words, say);
    setResending(false);
    if (request) {
      setCooldown(request.wait);
      setNotice(request.notice);
      reset({ otp: "" });
    }
  }

  const busy = isSubmitting || resending;
  return (
    <form onSubmit={verify} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        {wordParts(words.codeSentTo, {
          digits: String(DIGITS),
          minutes: String(LIFETIME_MINUTES),
          email: (
            <strong key="email" className="break-all">
              {email}
            </strong>
          ),
        })}
      </p>
      {notice && (
        <p role="status" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          {notice} {words.enterFromEmail}
        </p>
      )}
      <TextField
        id="otp"
        label={words.otp}
        {...otp}
        onChange={(e) => otp.onChange(e.target.value.replace(/\D/g, "").slice(0, DIGITS))}
        error={errors.otp?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={DIGITS}
        placeholder={fillWords(words.codePlaceholder, { digits: DIGITS })}
        inputClassName="focus:border-brand-500 focus:ring-brand-500/30 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-center text-xl tracking-[0.5em] focus:ring-2 focus:outline-none aria-[invalid=true]:border-rose-500"
        autoFocus
      />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton busy={busy} label={words.verifyOtp} />
      <div className="flex items-center justify-between text-sm">
        <button type="button" onClick={onBack} className="font-medium text-slate-700 hover:text-slate-900">
          {words.back}
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={busy || cooldown > 0}
          className="text-brand-700 font-medium hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
        >
          {cooldown > 0 ? fillWords(words.resendIn, { seconds: cooldown }) : words.resend}
        </button>
      </div>
    </form>
  );
}
