"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { callApi } from "@/components/ui/api";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { otpCodeSchema } from "@/lib/validation/auth";

type Purpose = "register" | "reset";
const RESEND_AFTER_SECONDS = 60;

/**
 * Asks the server to mail a code. Resolves to the seconds to wait before the next request, or null when
 * it failed (the toast says why: the server's message, else SPEC §8's).
 */
export async function requestOtp(email: string, purpose: Purpose): Promise<number | null> {
  const answer = await callApi<{ retryAfter?: number }>("/api/auth/user/send-otp", { json: { email, purpose } });
  if (answer.ok) {
    toast.success(answer.body.message ?? "OTP sent to your email.");
    return RESEND_AFTER_SECONDS;
  }
  toast.error(answer.body.message ?? "Failed to send OTP. Please try again.");
  return null;
}

/** Step 2 of registration and password reset: enter the mailed code, resend it, or go back. */
export function OtpStep({
  email,
  purpose,
  onVerified,
  onBack,
}: {
  email: string;
  purpose: Purpose;
  onVerified: (code: string) => void;
  onBack: () => void;
}) {
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string>();
  const [processing, setProcessing] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_AFTER_SECONDS);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(otp);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setProcessing(true);
    const answer = await callApi("/api/auth/user/verify-otp", { json: { email, otp: parsed.data, purpose } });
    setProcessing(false);
    if (answer.ok) {
      toast.success(answer.body.message ?? "OTP verified");
      onVerified(parsed.data);
      return;
    }
    const message = answer.body.message ?? "Failed to verify OTP. Please try again.";
    setError(message);
    toast.error(message);
  }

  async function resend() {
    setProcessing(true);
    const wait = await requestOtp(email, purpose);
    setProcessing(false);
    if (wait) {
      setCooldown(wait);
      setOtp("");
      setError(undefined);
    }
  }

  return (
    <form onSubmit={verify} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        We sent a 6-digit code to <strong className="break-all">{email}</strong>. It expires in 10 minutes.
      </p>
      <TextField
        id="otp"
        label="OTP"
        value={otp}
        error={error}
        onChange={(e) => {
          setOtp(e.target.value.replace(/\D/g, "").slice(0, 6));
          setError(undefined);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
        inputClassName="focus:border-brand-500 focus:ring-brand-500/30 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-center text-xl tracking-[0.5em] focus:ring-2 focus:outline-none aria-[invalid=true]:border-rose-500"
        autoFocus
      />
      <SubmitButton busy={processing} label="Verify OTP" />
      <div className="flex items-center justify-between text-sm">
        <button type="button" onClick={onBack} className="font-medium text-slate-700 hover:text-slate-900">
          Back
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={processing || cooldown > 0}
          className="text-brand-700 font-medium hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
        >
          {cooldown > 0 ? `Resend OTP in ${cooldown}s` : "Resend OTP"}
        </button>
      </div>
    </form>
  );
}
