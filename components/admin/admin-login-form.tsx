"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { showFieldErrors } from "@/components/forms/show-field-errors";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { adminGoogleSignIn, adminLogin } from "@/lib/contracts/admin";
import { oldServerPath } from "@/lib/contracts/route";
import { PasswordField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/form-fields";
import { GoogleButton } from "@/components/account/google-button";
import { OrDivider, SignInNotice, type SignInFormProps } from "@/components/account/sign-in-parts";
import { ADMIN_HINT_KEY, takeNotice } from "@/components/admin/session-notice";
import { useHydrated } from "@/components/ui/use-hydrated";

/** Admin sign-in with e-mail and password, or Google; a success loads the dashboard in full. */
export function AdminLoginForm({ googleEnabled, callbackUrl, errorMessage }: SignInFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  // Each refusal is said under its field: a missing value under that field, a wrong one under the password.
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const form = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<string | null>(errorMessage);
  const hydrated = useHydrated();

  useEffect(() => {
    // Why the dashboard sent the admin back here, if it did.
    const reason = takeNotice();
    if (reason) setNotice(reason);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(email.trim() ? {} : { email: "Enter your email" }),
      ...(password ? {} : { password: "Enter your password" }),
    };
    if (missing.email || missing.password) {
      showFieldErrors(form.current, () => setErrors(missing));
      return;
    }
    setBusy(true);
    const answer = await callRoute(adminLogin, { json: { email: email.trim(), password } });
    if (!answer.ok) {
      setBusy(false);
      if (answer.status === 0) {
        toast.error("Login failed. Please check your connection and try again.");
        return;
      }
      const message = answer.body.message ?? "Invalid credentials";
      showFieldErrors(form.current, () => setErrors({ password: message }));
      return;
    }
    try {
      localStorage.setItem(ADMIN_HINT_KEY, "true");
    } catch {
      // Only a hint for the UI; the session cookie is what counts.
    }
    // A full load: the dashboard's guard must see the new session cookie, not a cached redirect.
    window.location.assign(callbackUrl);
  }

  return (
    <>
      {notice && <SignInNotice>{notice}</SignInNotice>}
      <form ref={form} onSubmit={submit} noValidate className="space-y-5">
        <TextField
          id="admin-email"
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors({});
          }}
          error={errors.email}
        />
        <PasswordField
          id="admin-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors({});
          }}
          error={errors.password}
        />
        <SubmitButton busy={busy || !hydrated} label="Login" busyLabel={busy ? "Logging in..." : "Login"} />
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
