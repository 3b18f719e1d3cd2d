"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { GoogleButton } from "@/components/account/google-button";
import { OrDivider, SignInNotice, type SignInFormProps } from "@/components/account/sign-in-parts";
import { setFlashMessage } from "@/components/providers/flash-message";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { login } from "@/lib/contracts/accounts";
import { phoneLogin, sendSignInCode } from "@/lib/contracts/phone";
import { PhoneCodeSteps } from "@/components/account/phone-code-steps";
import { PasswordField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormAlert } from "@/components/forms/form-alert";
import { showSignInRefusal } from "@/components/forms/sign-in-refusal";
import { useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { isGuardedPath } from "@/lib/auth/callback-url";
import { loginSchema } from "@/lib/validation/auth";

type Way = "password" | "phone";
const WAYS: Array<{ way: Way; label: string }> = [
  { way: "password", label: "Password" },
  { way: "phone", label: "Phone code" },
];

/**
 * Sign-in: e-mail and password, a code texted to the account's verified mobile number, or Google. Goes back to the page that sent the visitor here
 * (`callbackUrl`, already reduced to a same-site path by the page), else home.
 */
export function LoginForm({ googleEnabled, callbackUrl, errorMessage }: SignInFormProps) {
  const router = useRouter();
  const { refresh } = useSession();
  const form = useZodForm(loginSchema, { defaultValues: { email: "", password: "" } });
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);
  // Signed in: the button stays busy while the page changes.
  const [leaving, setLeaving] = useState(false);
  const [way, setWay] = useState<Way>("password");
  const greeted = useRef(false);

  useEffect(() => {
    // The listing search sends signed-out visitors here; a listing's own page is
    // public, and whoever came from one (to save a favourite) was already told why.
    if (!greeted.current && /^\/properties(\?|$)/.test(callbackUrl)) {
      greeted.current = true;
      toast.info("Please login to access all features.");
    }
  }, [callbackUrl]);

  const submit = handleSubmit(async (credentials) => {
    const answer = await callRoute(login, { json: credentials });
    if (!answer.ok) {
      showSignInRefusal(form, answer, "Login Failed. Please try again.");
      return;
    }
    setLeaving(true);
    await signedIn();
  });

  async function signedIn() {
    // A guarded page prefetched while signed out sits in the router's cache as "go to /login"; only a
    // full load asks the server again, and the toast goes along as a flash. Other pages keep the client
    // navigation (and the toast).
    if (isGuardedPath(callbackUrl)) {
      setFlashMessage("Login Successful!");
      window.location.replace(callbackUrl);
      return;
    }
    toast.success("Login Successful!");
    await refresh();
    router.replace(callbackUrl);
  }

  return (
    <>
      {errorMessage && <SignInNotice>{errorMessage}</SignInNotice>}
      <div role="radiogroup" aria-label="Sign in with" className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {WAYS.map((option) => (
          <button
            key={option.way}
            type="button"
            role="radio"
            aria-checked={way === option.way}
            onClick={() => setWay(option.way)}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${
              way === option.way ? "text-brand-700 bg-white shadow-sm" : "text-slate-600 hover:text-slate-900"
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {way === "phone" ? (
        <PhoneCodeSteps
          idPrefix="sign-in"
          sendLabel="Send code"
          enterLabel="Sign In"
          send={(phone) => callRoute(sendSignInCode, { json: { phone } })}
          enter={(phone, otp) => callRoute(phoneLogin, { json: { phone, otp } })}
          onDone={() => void signedIn()}
        />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            requiredMark={false}
            {...register("email", {
              // A refusal is about the pair: typing either field again clears it.
              onChange: () => form.getFieldState("password").error?.type === "server" && clearErrors("password"),
            })}
            error={errors.email?.message}
          />
          <PasswordField
            id="password"
            label="Password"
            autoComplete="current-password"
            required
            requiredMark={false}
            {...field("password")}
          />
          <FormAlert message={errors.root?.server?.message} />
          <div className="flex justify-end text-sm">
            <Link href="/forgot-password" className="text-brand-700 font-medium hover:underline">
              Forgot password?
            </Link>
          </div>
          <SubmitButton busy={isSubmitting || leaving} label="Sign In" busyLabel="Signing In..." />
        </form>
      )}
      <OrDivider />
      <GoogleButton enabled={googleEnabled} label="Sign in with Google" callbackUrl={callbackUrl} />
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Odisha Homes?{" "}
        <Link href="/register" className="text-brand-700 font-semibold hover:underline">
          Create an account
        </Link>
      </p>
    </>
  );
}
