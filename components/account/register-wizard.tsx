"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { showPageNotice } from "@/components/ui/page-notice";
import { toast } from "@/components/ui/toast";
import { GoogleButton } from "@/components/account/google-button";
import { OrDivider } from "@/components/account/sign-in-parts";
import { NewPasswordFields } from "@/components/account/new-password-fields";
import { OtpStep, requestOtp, type CodeRequest } from "@/components/account/otp-step";
import { StepBackButton, StepIndicator } from "@/components/account/step-indicator";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { register } from "@/lib/contracts/accounts";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { OTP_NOT_VERIFIED, registerDetailsSchema, registerPasswordSchema } from "@/lib/validation/auth";

const STEPS = ["Details", "OTP", "Password"] as const;

/** Registration: details, then the mailed code, then a password; signs in and goes home. */
export function RegisterWizard({ googleEnabled }: { googleEnabled: boolean }) {
  const router = useRouter();
  const { refresh } = useSession();
  const [step, setStep] = useState(0);
  // One form per step; each keeps what was typed while the wizard moves back and forth.
  const detailsForm = useZodForm(registerDetailsSchema, { defaultValues: { name: "", email: "" } });
  const passwordForm = useZodForm(registerPasswordSchema, { defaultValues: { password: "", confirmPassword: "" } });
  const [details, setDetails] = useState({ name: "", email: "" });
  const [sent, setSent] = useState<CodeRequest>({ wait: 0 });
  // Signed up: the button stays busy while the home page loads.
  const [leaving, setLeaving] = useState(false);

  const sendCode = detailsForm.handleSubmit(async (typed) => {
    const request = await requestOtp(typed.email, "register");
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
      toast.error(showServerErrors(passwordForm, answer, "An error occurred during registration. Please try again."));
      // The verification is bound to this browser and expires with the code: without it, verify again.
      if (answer.body.message === OTP_NOT_VERIFIED) setStep(1);
      return;
    }
    setLeaving(true);
    toast.success("Registration successful! Welcome to Odisha Homes.");
    showPageNotice({
      path: "/",
      tone: "success",
      title: "Your account is ready",
      message: `Welcome to Odisha Homes. You are signed in as ${details.email}: save favourites, book house visits and list your property from your profile.`,
    });
    await refresh();
    router.push("/");
  });

  const passwordErrors = passwordForm.formState.errors;
  return (
    <>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && (
        <form onSubmit={sendCode} noValidate className="space-y-5">
          <TextField
            id="name"
            label="Full name"
            autoComplete="name"
            {...detailsForm.register("name")}
            error={detailsForm.formState.errors.name?.message}
          />
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            {...detailsForm.register("email")}
            error={detailsForm.formState.errors.email?.message}
          />
          <SubmitButton busy={detailsForm.formState.isSubmitting} label="Send OTP" />
        </form>
      )}
      {step === 1 && (
        <OtpStep
          email={details.email}
          purpose="register"
          sent={sent}
          onVerified={() => setStep(2)}
          onBack={() => setStep(0)}
        />
      )}
      {step === 2 && (
        <form onSubmit={createAccount} noValidate className="space-y-5">
          <NewPasswordFields
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
                I agree to the{" "}
                <Link href="/terms" className="text-brand-700 underline">
                  Terms and Conditions
                </Link>{" "}
                and the{" "}
                <Link href="/privacy" className="text-brand-700 underline">
                  Privacy Policy
                </Link>
              </span>
            </label>
            {passwordErrors.terms && (
              <p id="terms-error" className="mt-1 text-sm text-rose-700">
                {passwordErrors.terms.message}
              </p>
            )}
          </div>
          <SubmitButton busy={passwordForm.formState.isSubmitting || leaving} label="Create Account" />
          <StepBackButton onBack={() => setStep(1)} />
        </form>
      )}
      {step === 0 && (
        <>
          <OrDivider />
          <GoogleButton enabled={googleEnabled} label="Sign up with Google" />
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link href="/login" className="text-brand-700 font-semibold hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
