"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { showPageNotice } from "@/components/ui/page-notice";
import { toast } from "@/components/ui/toast";
import type { AuthWords } from "@/components/account/auth-words";
import { GoogleButton } from "@/components/account/google-button";
import { OrDivider } from "@/components/account/sign-in-parts";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { OtpStep, requestOtp, type CodeRequest } from "@/components/account/otp-step";
import { StepBackButton, StepIndicator } from "@/components/account/step-indicator";
import { useSession } from "@/components/providers/session-provider";
import { useShell } from "@/components/i18n/shell-words";
import { useSayError } from "@/components/forms/error-words";
import { callRoute } from "@/components/ui/api";
import { register } from "@/lib/contracts/accounts";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { localePath } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { wordParts } from "@/lib/i18n/word-parts";
import { OTP_NOT_VERIFIED, registerDetailsSchema, registerPasswordSchema } from "@/lib/validation/auth";

/** Registration: details, then the mailed code, then a password; signs in and goes home (in the page's language). */
export function RegisterWizard({ googleEnabled, words }: { googleEnabled: boolean; words: AuthWords }) {
  const router = useRouter();
  const { refresh } = useSession();
  const { locale } = useShell();
  const say = useSayError();
  const steps = [words.stepDetails, words.stepOtp, words.stepPassword];
  const home = localePath(locale, "/");
  const [step, setStep] = useState(0);
  // One form per step; each keeps what was typed while the wizard moves back and forth.
  const detailsForm = useZodForm(registerDetailsSchema, { defaultValues: { name: "", email: "" } });
  const passwordForm = useZodForm(registerPasswordSchema, { defaultValues: { password: "", confirmPassword: "" } });
  const [details, setDetails] = useState({ name: "", email: "" });
  const [sent, setSent] = useState<CodeRequest>({ wait: 0 });
  // Signed up: the button stays busy while the home page loads.
  const [leaving, setLeaving] = useState(false);

  const sendCode = detailsForm.handleSubmit(async (typed) => {
    const request = await requestOtp(typed.email, "register", words, say);
    if (request) {
      setSent(request);
      setDetails(typed);
      setStep(1);
    }
  });

  const createAccount = passwordForm.handleSubmit(async ({ password, confirmPassword }) => {
    const answer = await callRoute(register, { json: { ...details, password, confirmPassword } });
    if (!answer.ok) {
      // Fields the server names show under them (a common password); the message is a toast, which stays
      // when the wizard goes back a step.
      toast.error(showServerErrors(passwordForm, answer, words.registrationFailed));
      // The verification is bound to this browser and expires with the code: without it, verify again.
      if (answer.body.message === OTP_NOT_VERIFIED) setStep(1);
      return;
    }
    setLeaving(true);
    toast.success(words.registered);
    showPageNotice({
      path: home,
      tone: "success",
      title: words.readyTitle,
      message: fillWords(words.readyMessage, { email: details.email }),
    });
    await refresh();
    router.push(home);
  });

  const passwordErrors = passwordForm.formState.errors;
  return (
    <>
      <StepIndicator steps={steps} current={step} label={words.progress} />
      {step === 0 && (
        <form onSubmit={sendCode} noValidate className="space-y-5">
          <TextField
            id="name"
            label={words.fullName}
            autoComplete="name"
            {...detailsForm.register("name")}
            error={detailsForm.formState.errors.name?.message}
          />
          <TextField
            id="email"
            label={words.email}
            type="email"
            autoComplete="email"
            {...detailsForm.register("email")}
            error={detailsForm.formState.errors.email?.message}
          />
          <SubmitButton busy={detailsForm.formState.isSubmitting} label={words.sendOtp} />
        </form>
      )}
      {step === 1 && (
        <OtpStep
          email={details.email}
          purpose="register"
          sent={sent}
          onVerified={() => setStep(2)}
          onBack={() => setStep(0)}
          words={words}
        />
      )}
      {step === 2 && (
        <form onSubmit={createAccount} noValidate className="space-y-5">
          <NewPasswordFields
            labels={[words.password, words.confirmPassword]}
            toggleWords={{ show: words.showField, hide: words.hideField }}
            register={passwordForm.register}
            errors={{
              password: passwordErrors.password?.message,
              confirmPassword: passwordErrors.confirmPassword?.message,
            }}
          />
          <div>
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                {...passwordForm.register("terms")}
                aria-invalid={passwordErrors.terms ? true : undefined}
                aria-describedby={passwordErrors.terms ? "terms-error" : undefined}
                className="accent-brand-600 mt-0.5 h-4 w-4 scroll-mt-28"
              />
              <span>
                {wordParts(words.termsAgree, {
                  terms: (
                    <Link key="terms" href={localePath(locale, "/terms")} className="text-brand-700 underline">
                      {words.termsLink}
                    </Link>
                  ),
                  privacy: (
                    <Link key="privacy" href={localePath(locale, "/privacy")} className="text-brand-700 underline">
                      {words.privacyLink}
                    </Link>
                  ),
                })}
              </span>
            </label>
            {passwordErrors.terms && (
              <p id="terms-error" className="mt-1 text-sm text-rose-700">
                {passwordErrors.terms.message}
              </p>
            )}
          </div>
          <SubmitButton busy={passwordForm.formState.isSubmitting || leaving} label={words.createAccount} />
          <StepBackButton onBack={() => setStep(1)} label={words.back} />
        </form>
      )}
      {step === 0 && (
        <>
          <OrDivider label={words.or} />
          <GoogleButton enabled={googleEnabled} label={words.signUpWithGoogle} unavailable={words.googleUnavailable} />
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {words.haveAccount}{" "}
        <Link href={localePath(locale, "/login")} className="text-brand-700 font-semibold hover:underline">
          {words.signInLink}
        </Link>
      </p>
    </>
  );
}
