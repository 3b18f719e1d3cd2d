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
import { StepIndicator } from "@/components/account/step-indicator";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { register } from "@/lib/contracts/accounts";
import { fieldErrors } from "@/components/ui/field-errors";
import { showFieldErrors } from "@/components/forms/show-field-errors";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { newPasswordSchema, OTP_NOT_VERIFIED, registerDetailsSchema, termsSchema } from "@/lib/validation/auth";

const STEPS = ["Details", "OTP", "Password"] as const;

/** Registration: details, then the mailed code, then a password; signs in and goes home. */
export function RegisterWizard({ googleEnabled }: { googleEnabled: boolean }) {
  const router = useRouter();
  const { refresh } = useSession();
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState({ name: "", email: "" });
  const [passwords, setPasswords] = useState({ password: "", confirmPassword: "" });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [processing, setProcessing] = useState(false);
  const [sent, setSent] = useState<CodeRequest>({ wait: 0 });

  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  const showErrors = (form: EventTarget, found: Record<string, string>) =>
    showFieldErrors(form as HTMLFormElement, () => setErrors(found));

  async function sendCode(event: React.FormEvent) {
    event.preventDefault();
    const parsed = registerDetailsSchema.safeParse(details);
    if (!parsed.success) return showErrors(event.currentTarget, fieldErrors(parsed.error.issues));
    setProcessing(true);
    const request = await requestOtp(parsed.data.email, "register");
    setProcessing(false);
    if (request) {
      setSent(request);
      setDetails(parsed.data);
      setStep(1);
    }
  }

  async function createAccount(event: React.FormEvent) {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(passwords);
    const terms = termsSchema.safeParse(agreed);
    const found = {
      ...(parsed.success ? {} : fieldErrors(parsed.error.issues)),
      ...(terms.success ? {} : { terms: terms.error.issues[0].message }),
    };
    if (Object.keys(found).length) return showErrors(event.currentTarget, found);
    setProcessing(true);
    const answer = await callRoute(register, { json: { ...details, ...passwords } });
    if (!answer.ok) {
      setProcessing(false);
      toast.error(answer.body.message ?? "An error occurred during registration. Please try again.");
      // The verification is bound to this browser and expires with the code: without it, verify again.
      if (answer.body.message === OTP_NOT_VERIFIED) setStep(1);
      return;
    }
    toast.success("Registration successful! Welcome to Odisha Homes.");
    showPageNotice({
      path: "/",
      tone: "success",
      title: "Your account is ready",
      message: `Welcome to Odisha Homes. You are signed in as ${details.email}: save favourites, book house visits and list your property from your profile.`,
    });
    await refresh();
    router.push("/");
  }

  return (
    <>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && (
        <form onSubmit={sendCode} noValidate className="space-y-5">
          <TextField
            id="name"
            label="Full name"
            autoComplete="name"
            value={details.name}
            error={errors.name}
            onChange={(e) => {
              setDetails({ ...details, name: e.target.value });
              clearError("name");
            }}
          />
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={details.email}
            error={errors.email}
            onChange={(e) => {
              setDetails({ ...details, email: e.target.value });
              clearError("email");
            }}
          />
          <SubmitButton busy={processing} label="Send OTP" />
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
            values={passwords}
            errors={errors}
            onChange={(field, value) => {
              setPasswords({ ...passwords, [field]: value });
              clearError(field);
            }}
          />
          <div>
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={agreed}
                onChange={(e) => {
                  setAgreed(e.target.checked);
                  clearError("terms");
                }}
                aria-invalid={Boolean(errors.terms)}
                aria-describedby={errors.terms ? "terms-error" : undefined}
                className="accent-brand-600 mt-0.5 h-4 w-4"
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
            {errors.terms && (
              <p id="terms-error" className="mt-1 text-sm text-rose-700">
                {errors.terms}
              </p>
            )}
          </div>
          <SubmitButton busy={processing} label="Create Account" />
          <button
            type="button"
            onClick={() => setStep(1)}
            className="w-full text-sm font-medium text-slate-700 hover:text-slate-900"
          >
            Back
          </button>
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
