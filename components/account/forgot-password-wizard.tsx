"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { AuthWords } from "@/components/account/auth-words";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { useShell } from "@/components/i18n/shell-words";
import { useSayError } from "@/components/forms/error-words";
import { OtpStep, requestOtp, type CodeRequest } from "@/components/account/otp-step";
import { StepBackButton, StepIndicator } from "@/components/account/step-indicator";
import { callRoute } from "@/components/ui/api";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { resetPassword } from "@/lib/contracts/accounts";
import { CODE_CHANNELS } from "@/domain/otp/options";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { localePath } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { resetPasswordFormSchema, sendOtpSchema } from "@/lib/validation/auth";

const REDIRECT_AFTER_MS = 2000;
/** The first step's field, as the send-otp route parses it. */
const emailStepSchema = sendOtpSchema.pick({ email: true });

/** Forgot password: e-mail, the mailed code, a new password; then back to /login (in the page's language) after 2 s. */
export function ForgotPasswordWizard({ words }: { words: AuthWords }) {
  const router = useRouter();
  const { locale } = useShell();
  const say = useSayError();
  const steps = [words.stepEmail, words.stepOtp, words.stepPassword];
  const loginPath = localePath(locale, "/login");
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
    const timer = setTimeout(() => router.push(loginPath), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, router, loginPath]);

  const sendCode = emailForm.handleSubmit(async (typed) => {
    const request = await requestOtp(typed.email, "reset", words, say);
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
      toast.error(showServerErrors(passwordForm, answer, words.resetFailed));
      return;
    }
    toast.success(words.resetDone);
    setDone(true);
  });

  const passwordErrors = passwordForm.formState.errors;
  return (
    <>
      <StepIndicator steps={steps} current={done ? steps.length : step} label={words.progress} />
      {done ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm font-medium text-emerald-800">
          {words.resetDone}
        </p>
      ) : step === 0 ? (
        <form onSubmit={sendCode} noValidate className="space-y-5">
          <TextField
            id="email"
            label={words.email}
            type="email"
            autoComplete="email"
            hint={fillWords(words.emailHint, { digits: CODE_CHANNELS.email.digits })}
            {...emailForm.register("email")}
            error={emailForm.formState.errors.email?.message}
          />
          <SubmitButton busy={emailForm.formState.isSubmitting} label={words.sendOtp} />
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
          words={words}
        />
      ) : (
        <form onSubmit={reset} noValidate className="space-y-5">
          <NewPasswordFields
            labels={[words.newPassword, words.confirmPassword]}
            toggleWords={{ show: words.showField, hide: words.hideField }}
            // The route names the new password `newPassword`.
            register={(field) => passwordForm.register(field === "password" ? "newPassword" : field)}
            errors={{
              password: passwordErrors.newPassword?.message,
              confirmPassword: passwordErrors.confirmPassword?.message,
            }}
          />
          <SubmitButton busy={passwordForm.formState.isSubmitting} label={words.resetPassword} />
          <StepBackButton onBack={() => setStep(1)} label={words.back} />
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {words.remembered}{" "}
        <Link href={loginPath} className="text-brand-700 font-semibold hover:underline">
          {words.backToLogin}
        </Link>
      </p>
    </>
  );
}
