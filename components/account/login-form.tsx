"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { GoogleButton } from "@/components/account/google-button";
import { OrDivider, SignInNotice, type SignInFormProps } from "@/components/account/sign-in-parts";
import type { AuthWords, PhoneCodeWords } from "@/components/account/auth-words";
import { setFlashMessage } from "@/components/providers/flash-message";
import { useSession } from "@/components/providers/session-provider";
import { useShell } from "@/components/i18n/shell-words";
import { callRoute } from "@/components/ui/api";
import { login } from "@/lib/contracts/accounts";
import { phoneLogin, sendSignInCode } from "@/lib/contracts/phone";
import { PhoneCodeSteps } from "@/components/account/phone-code-steps";
import { PasswordField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormAlert } from "@/components/forms/form-alert";
import { usePasswordSignIn } from "@/components/forms/use-password-sign-in";
import { isGuardedPath } from "@/lib/auth/callback-url";
import { localePath, splitLocale } from "@/lib/i18n/locales";
import { loginSchema } from "@/lib/validation/auth";

type Way = "password" | "phone";

/**
 * Sign-in: e-mail and password, a code texted to the account's verified mobile number, or Google. Goes back to the page that sent the visitor here
 * (`callbackUrl`, already reduced to a same-site path in the page's language by the page), else home.
 */
export function LoginForm({
  googleEnabled,
  callbackUrl,
  errorMessage,
  words,
  phoneWords,
}: SignInFormProps & { words: AuthWords; phoneWords: PhoneCodeWords }) {
  const router = useRouter();
  const { refresh } = useSession();
  const { locale } = useShell();
  const signIn = usePasswordSignIn(
    loginSchema,
    (credentials) => callRoute(login, { json: credentials }),
    words.loginFailed,
    signedIn,
  );
  const [way, setWay] = useState<Way>("password");
  const greeted = useRef(false);
  const callbackPath = splitLocale(callbackUrl).path;
  const ways: Array<{ way: Way; label: string }> = [
    { way: "password", label: words.wayPassword },
    { way: "phone", label: words.wayPhone },
  ];

  useEffect(() => {
    // The listing search sends signed-out visitors here; a listing's own page is
    // public, and whoever came from one (to save a favourite) was already told why.
    if (!greeted.current && /^\/properties(\?|$)/.test(callbackPath)) {
      greeted.current = true;
      toast.info(words.loginToAccess);
    }
  }, [callbackPath, words.loginToAccess]);

  async function signedIn() {
    // A guarded page prefetched while signed out sits in the router's cache as "go to /login"; only a
    // full load asks the server again, and the toast goes along as a flash. Other pages keep the client
    // navigation (and the toast).
    if (isGuardedPath(callbackPath)) {
      setFlashMessage(words.loginSuccessful);
      window.location.replace(callbackUrl);
      return;
    }
    toast.success(words.loginSuccessful);
    await refresh();
    router.replace(callbackUrl);
  }

  return (
    <>
      {errorMessage && <SignInNotice>{errorMessage}</SignInNotice>}
      <div
        role="radiogroup"
        aria-label={words.signInWith}
        className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
      >
        {ways.map((option) => (
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
          sendLabel={words.sendCode}
          enterLabel={words.signIn}
          words={phoneWords}
          send={(phone) => callRoute(sendSignInCode, { json: { phone } })}
          enter={(phone, otp) => callRoute(phoneLogin, { json: { phone, otp } })}
          onDone={() => void signedIn()}
        />
      ) : (
        <form onSubmit={signIn.submit} noValidate className="space-y-5">
          <TextField
            id="email"
            label={words.email}
            type="email"
            autoComplete="email"
            required
            requiredMark={false}
            {...signIn.email()}
          />
          <PasswordField
            id="password"
            label={words.password}
            toggleWords={{ show: words.showField, hide: words.hideField }}
            autoComplete="current-password"
            required
            requiredMark={false}
            {...signIn.password()}
          />
          <FormAlert message={signIn.formError} />
          <div className="flex justify-end text-sm">
            <Link href={localePath(locale, "/forgot-password")} className="text-brand-700 font-medium hover:underline">
              {words.forgotPassword}
            </Link>
          </div>
          <SubmitButton busy={signIn.busy} label={words.signIn} busyLabel={words.signingIn} />
        </form>
      )}
      <OrDivider label={words.or} />
      <GoogleButton
        enabled={googleEnabled}
        label={words.signInWithGoogle}
        callbackUrl={callbackUrl}
        unavailable={words.googleUnavailable}
      />
      <p className="mt-6 text-center text-sm text-slate-600">
        {words.newHere}{" "}
        <Link href={localePath(locale, "/register")} className="text-brand-700 font-semibold hover:underline">
          {words.createAccountLink}
        </Link>
      </p>
    </>
  );
}
