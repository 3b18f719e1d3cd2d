"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { OtpStep, requestOtp, type CodeRequest } from "@/components/account/otp-step";
import { StepBackButton, StepIndicator } from "@/components/account/step-indicator";
import { callRoute } from "@/components/ui/api";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { resetPassword } from "@/lib/contracts/accounts";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { resetPasswordFormSchema, sendOtpSchema } from "@/lib/validation/auth";

const STEPS = ["Email", "OTP", "Password"] as const;
const REDIRECT_AFTER_MS = 2000;
/** The first step's field, as the send-otp route parses it. */
const emailStepSchema = sendOtpSchema.pick({ email: true });

/** Forgot password: e-mail, the mailed code, a new password; then back to /login after 2 s. */
export function ForgotPasswordWizard() {
  const router = useRouter();
  const [step, setStep] = useState(0);
  // One form per step; each keeps what was typed while the wizard moves back and forth.
  const emailForm = useZodForm(emailStepSchema, { defaultValues: { email: "" } });
  const passwordForm = useZodForm(resetPasswordFormSchema, { defaultValues: { newPassword: "", confirmPassword: "" } });
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [sent, setSent] = useState<CodeRequest>({ wait: 0 });
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push("/login"), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  const sendCode = emailForm.handleSubmit(async (typed) => {
    const request = await requestOtp(typed.email, "reset");
    if (request) {
      setSent(request);
      setEmail(typed.email);
      setStep(1);
    }
  });

  const reset = passwordForm.handleSubmit(async ({ newPassword }) => {
    const answer = await callRoute(resetPassword, { json: { email, otp, newPassword } });
    if (!answer.ok) {
      // Fields the server names show under them (a common password); the message is a toast.
      toast.error(showServerErrors(passwordForm, answer, "An error occurred during password reset. Please try again."));
      return;
    }
    toast.success("Password reset successfully! Redirecting to login...");
    setDone(true);
  });

  const passwordErrors = passwordForm.formState.errors;
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
            hint={`We will e-mail you a ${CODE_CHANNELS.email.digits}-digit code if this address has an account.`}
            {...emailForm.register("email")}
            error={emailForm.formState.errors.email?.message}
          />
          <SubmitButton busy={emailForm.formState.isSubmitting} label="Send OTP" />
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
            // The route names the new password `newPassword`.
            register={(field) => passwordForm.register(field === "password" ? "newPassword" : field)}
            errors={{
              password: passwordErrors.newPassword?.message,
              confirmPassword: passwordErrors.confirmPassword?.message,
            }}
          />
          <SubmitButton busy={passwordForm.formState.isSubmitting} label="Reset Password" />
          <StepBackButton onBack={() => setStep(1)} />
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
