"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { OtpStep, requestOtp, type CodeRequest } from "@/components/account/otp-step";
import { StepIndicator } from "@/components/account/step-indicator";
import { callRoute } from "@/components/ui/api";
import { resetPassword } from "@/lib/contracts/accounts";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { fieldErrors } from "@/components/ui/field-errors";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { emailSchema, newPasswordSchema } from "@/lib/validation/auth";

const STEPS = ["Email", "OTP", "Password"] as const;
const REDIRECT_AFTER_MS = 2000;

/** Forgot password: e-mail, the mailed code, a new password; then back to /login after 2 s. */
export function ForgotPasswordWizard() {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [passwords, setPasswords] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [processing, setProcessing] = useState(false);
  const [sent, setSent] = useState<CodeRequest>({ wait: 0 });
  const [done, setDone] = useState(false);

  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push("/login"), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  async function sendCode(event: React.FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setErrors({ email: parsed.error.issues[0].message });
    setProcessing(true);
    const request = await requestOtp(parsed.data, "reset");
    setProcessing(false);
    if (request) {
      setSent(request);
      setEmail(parsed.data);
      setStep(1);
    }
  }

  async function reset(event: React.FormEvent) {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(passwords);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setProcessing(true);
    const answer = await callRoute(resetPassword, {
      json: { email, otp, newPassword: parsed.data.password },
    });
    setProcessing(false);
    if (!answer.ok) {
      toast.error(answer.body.message ?? "An error occurred during password reset. Please try again.");
      return;
    }
    toast.success("Password reset successfully! Redirecting to login...");
    setDone(true);
  }

  return (
    <>
      <StepIndicator steps={STEPS} current={done ? STEPS.length : step} />
      {done ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm font-medium text-emerald-800">
          Password reset successfully! Redirecting to login...
        </p>
      ) : step === 0 ? (
        <form onSubmit={sendCode} noValidate className="space-y-5">
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            hint={`We will e-mail you a ${CODE_CHANNELS.email.digits}-digit code if this address has an account.`}
            onChange={(e) => {
              setEmail(e.target.value);
              clearError("email");
            }}
          />
          <SubmitButton busy={processing} label="Send OTP" />
        </form>
      ) : step === 1 ? (
        <OtpStep
          email={email}
          purpose="reset"
          sent={sent}
          onVerified={(code) => {
            setOtp(code);
            setStep(2);
          }}
          onBack={() => setStep(0)}
        />
      ) : (
        <form onSubmit={reset} noValidate className="space-y-5">
          <NewPasswordFields
            labels={["New password", "Confirm password"]}
            values={passwords}
            errors={errors}
            onChange={(field, value) => {
              setPasswords({ ...passwords, [field]: value });
              clearError(field);
            }}
          />
          <SubmitButton busy={processing} label="Reset Password" />
          <button
            type="button"
            onClick={() => setStep(1)}
            className="w-full text-sm font-medium text-slate-700 hover:text-slate-900"
          >
            Back
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link href="/login" className="text-brand-700 font-semibold hover:underline">
          Back to login
        </Link>
      </p>
    </>
  );
}
