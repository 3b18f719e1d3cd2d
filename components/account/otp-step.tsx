"use client";

import { useEffect, useState } from "react";
import { useController } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { sendOtp, verifyOtp } from "@/lib/contracts/accounts";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
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
 */
export async function requestOtp(email: string, purpose: Purpose): Promise<CodeRequest | null> {
  const answer = await callRoute(sendOtp, { json: { email, purpose } });
  if (answer.ok) {
    toast.success(answer.body.message ?? "OTP sent to your email.");
    return { wait: RESEND_AFTER_SECONDS };
  }
  const { code, retryAfter, message } = answer.body;
  if (answer.status === 429 && code === "cooldown" && typeof retryAfter === "number") {
    return { wait: retryAfter, notice: message ?? "A code was sent a moment ago." };
  }
  toast.error(message ?? "Failed to send OTP. Please try again.");
  return null;
}

/** Step 2 of registration and password reset: enter the mailed code, resend it, or go back. */
export function OtpStep({
  email,
  purpose,
  sent,
  onVerified,
  onBack,
}: {
  email: string;
  purpose: Purpose;
  /** How the code was requested: the seconds until a resend, and a notice when it was sent earlier. */
  sent: CodeRequest;
  onVerified: (code: string) => void;
  onBack: () => void;
}) {
  const form = useZodForm(codeSchema, { defaultValues: { otp: "" } });
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
      showServerErrors(form, answer, "Failed to verify OTP. Please try again.", { field: "otp" });
      return;
    }
    toast.success(answer.body.message ?? "OTP verified");
    onVerified(code);
  });

  async function resend() {
    setResending(true);
    const request = await requestOtp(email, purpose);
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
        We sent a {DIGITS}-digit code to <strong className="break-all">{email}</strong>. It expires in{" "}
        {LIFETIME_MINUTES} minutes.
      </p>
      {notice && (
        <p role="status" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          {notice} Enter the code from that e-mail.
        </p>
      )}
      <TextField
        id="otp"
        label="OTP"
        {...otp}
        onChange={(e) => otp.onChange(e.target.value.replace(/\D/g, "").slice(0, DIGITS))}
        error={errors.otp?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={DIGITS}
        placeholder={`${DIGITS}-digit code`}
        inputClassName="focus:border-brand-500 focus:ring-brand-500/30 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-center text-xl tracking-[0.5em] focus:ring-2 focus:outline-none aria-[invalid=true]:border-rose-500"
        autoFocus
      />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton busy={busy} label="Verify OTP" />
      <div className="flex items-center justify-between text-sm">
        <button type="button" onClick={onBack} className="font-medium text-slate-700 hover:text-slate-900">
          Back
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={busy || cooldown > 0}
          className="text-brand-700 font-medium hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
        >
          {cooldown > 0 ? `Resend OTP in ${cooldown}s` : "Resend OTP"}
        </button>
      </div>
    </form>
  );
}
