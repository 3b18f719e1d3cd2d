import { toast } from "@/components/ui/toast";
import { callApi } from "@/components/ui/api";
import { pathOf, type Route } from "@/lib/contracts/route";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { showServerErrors } from "@/components/forms/use-zod-form";

// Saving one record through its edit route: the dashboard's edit dialogs, each on its `useZodForm` form.

/** What every edit dialog of the dashboard is given: where the saved record goes, and how to close. */
export type SaveDialogProps<R> = { onSaved: (saved: R) => void; onClose: () => void };

/** The on/off choice of a plan or a listing, as the dialogs' Status selects offer it. */
export const ACTIVE_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** An edit route of one record: its path names the record's id, it takes JSON. */
type EditRoute = Route<{ params: { id: string }; response: object }>;

/** Where a record is saved, and what the admin is told. */
export type SaveTarget = {
  /** The edit route (`lib/contracts`) and the id of the record. */
  route: EditRoute;
  id: string;
  /** Where the saved record sits in the answer (`user`, `property`). */
  key: string;
  failure: string;
  success: string;
  /** The field a 409 (already taken) answer is about, to show its message there. */
  conflictField?: string;
};

/**
 * Sends a form's values (parsed by its `useZodForm` schema, the server's own) through the record's edit route:
 * the saved record goes to `onSaved` and the dialog closes; a failed answer lands on the form like every
 * form's (`showServerErrors`: its fields' errors under them, focus on the first, the message in the form's
 * alert) and in a toast. A 409 is said under `conflictField`, the form's alert saying what failed.
 */
export async function saveFormRecord<T extends FieldValues, R>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, "setError" | "getValues">,
  values: unknown,
  { route, id, key, failure, success, conflictField }: SaveTarget,
  { onSaved, onClose }: SaveDialogProps<R>,
): Promise<void> {
  const answer = await callApi<Record<string, unknown>>(pathOf(route, { id }), { method: route.method, json: values });
  const saved = answer.body[key] as R | undefined;
  if (answer.ok && saved) {
    toast.success(answer.body.message ?? success);
    onSaved(saved);
    onClose();
    return;
  }
  const conflict = conflictField && answer.status === 409 && answer.body.message;
  const told = conflict
    ? {
        ...answer,
        body: { ...answer.body, message: undefined, errors: { [conflictField]: conflict, ...answer.body.errors } },
      }
    : answer;
  toast.error(showServerErrors(form, told, failure));
}
