"use client";

import { useState } from "react";
import { useSayError } from "@/components/forms/error-words";
import { fieldBinder, showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import type { ApiAnswer } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import type { z } from "@/lib/validation/zod";

type Credentials = { email: string; password: string };
type CredentialsSchema = z.ZodType<Credentials, Credentials>;

/**
 * The e-mail and password sign-in of the member's and the admin's forms: the same schema the route parses,
 * then `attempt`. No answer at all is a toast (nothing is wrong with the fields); a refusal (wrong
 * credentials, not an admin, the wait after too many tries) is said under the password, which takes the
 * focus, and typing in either field again clears it (it is about the pair). Once signed in the button stays
 * busy while `onSignedIn` moves the page on.
 */
export function usePasswordSignIn(
  schema: CredentialsSchema,
  attempt: (credentials: Credentials) => Promise<ApiAnswer<unknown>>,
  fallback: string,
  onSignedIn: () => void | Promise<void>,
) {
  const form = useZodForm(schema, { defaultValues: { email: "", password: "" } });
  const [leaving, setLeaving] = useState(false);
  const say = useSayError();

  const submit = form.handleSubmit(async (credentials) => {
    const answer = await attempt(credentials);
    if (!answer.ok) {
      if (answer.status === 0) toast.error(say("Login failed. Please check your connection and try again."));
      else showServerErrors(form, answer, fallback, { field: "password" });
      return;
    }
    setLeaving(true);
    await onSignedIn();
  });

  const clearRefusal = () => form.getFieldState("password").error?.type === "server" && form.clearErrors("password");
  const field = fieldBinder(form);

  return {
    submit,
    busy: form.formState.isSubmitting || leaving,
    /** The e-mail field, whose typing clears a refusal shown under the password. */
    email: () => field("email", { onChange: clearRefusal }),
    password: () => field("password"),
    formError: form.formState.errors.root?.server?.message,
  };
}
