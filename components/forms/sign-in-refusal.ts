import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { showServerErrors } from "@/components/forms/use-zod-form";
import type { ApiAnswer } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";

/**
 * A sign-in the server refused, on the member's and the admin's forms alike: no answer at all is a toast
 * (nothing is wrong with the fields); a refusal (wrong credentials, not an admin, the wait after too many
 * tries) is said under the password, which takes the focus.
 */
export function showSignInRefusal<T extends FieldValues & { password: unknown }>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, "setError" | "getValues">,
  answer: ApiAnswer<unknown>,
  fallback: string,
): void {
  if (answer.status === 0) toast.error("Login failed. Please check your connection and try again.");
  else showServerErrors(form, answer, fallback, { field: "password" as Path<T> });
}
