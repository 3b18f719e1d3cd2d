"use client";

import { useEffect, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { usePasswordSignIn } from "@/components/forms/use-password-sign-in";
import { callRoute } from "@/components/ui/api";
import { adminGoogleSignIn, adminLogin } from "@/lib/contracts/admin";
import { oldServerPath } from "@/lib/contracts/route";
import { PasswordField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { GoogleButton } from "@/components/account/google-button";
import { OrDivider, SignInNotice, type SignInFormProps } from "@/components/account/sign-in-parts";
import { ADMIN_HINT_KEY, takeNotice } from "@/components/admin/session-notice";
import { adminLoginSchema } from "@/lib/validation/admin";

/** Admin sign-in with e-mail and password, or Google; a success loads the dashboard in full. */
export function AdminLoginForm({ googleEnabled, callbackUrl, errorMessage }: SignInFormProps) {
  // Each refusal is said under its field: a missing value under that field, a wrong one under the password.
  const signIn = usePasswordSignIn(
    adminLoginSchema,
    (credentials) => callRoute(adminLogin, { json: credentials }),
    "Invalid credentials",
    () => {
      try {
        localStorage.setItem(ADMIN_HINT_KEY, "true");
      } catch {
        // Only a hint for the UI; the session cookie is what counts.
      }
      // A full load: the dashboard's guard must see the new session cookie, not a cached redirect.
      window.location.assign(callbackUrl);
    },
  );
  const [notice, setNotice] = useState<string | null>(errorMessage);

  useEffect(() => {
    // Why the dashboard sent the admin back here, if it did.
    const reason = takeNotice();
    if (reason) setNotice(reason);
  }, []);

  return (
    <>
      {notice && <SignInNotice>{notice}</SignInNotice>}
      <form onSubmit={signIn.submit} noValidate className="space-y-5">
        <TextField id="admin-email" label="Email" type="email" autoComplete="username" {...signIn.email()} />
        <PasswordField id="admin-password" label="Password" autoComplete="current-password" {...signIn.password()} />
        <FormAlert message={signIn.formError} />
        <SubmitButton busy={signIn.busy} label="Login" busyLabel="Logging in..." />
      </form>
      <OrDivider />
      <GoogleButton
        enabled={googleEnabled}
        label="Sign in with Google"
        href={oldServerPath(adminGoogleSignIn)}
        unavailable="Google sign-in is not configured on this site. Please use your e-mail and password."
      />
    </>
  );
}
