import { toast } from "@/components/ui/toast";
import { callApi, failureMessage } from "@/components/ui/api";
import { pathOf, type Route } from "@/lib/contracts/route";
import { answerErrors, issuesByPath } from "@/components/forms/issues-by-path";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { showServerErrors } from "@/components/forms/use-zod-form";

// Saving one record through its edit route: the dashboard's edit dialogs (`saveFormRecord`, on their
// `useZodForm` form) and the listing form's Edit mode (`saveRecord`, on hand-kept field errors).

/** What every edit dialog of the dashboard is given: where the saved record goes, and how to close. */
export type SaveDialogProps<R> = { onSaved: (saved: R) => void; onClose: () => void };

/** The on/off choice of a plan or a listing, as the dialogs' Status selects offer it. */
export const ACTIVE_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

type ParseResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };

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

export type SaveRequest = SaveTarget & {
  /** The form's values through the server's own schema: nothing is sent while a field is wrong. */
  parsed: ParseResult;
};

/** What `saveRecord` reports to: the form's error and busy state, and the dialog's callbacks. */
export type SaveHandlers<R> = SaveDialogProps<R> & {
  setErrors: (errors: Record<string, string>) => void;
  setBusy: (busy: boolean) => void;
};

/**
 * Saves one record through its edit route: sends the parsed values (or shows the schema's field errors and
 * sends nothing), toasts the outcome, and hands the saved record back before closing; a failed answer's
 * field errors land on their fields. The listing form's Edit mode, until that form is on `useZodForm` and
 * saves through `saveFormRecord` too; then this (and `SaveRequest`, `SaveHandlers`) goes.
 */
export async function saveRecord<R>(
  { route, id, key, parsed, failure, success, conflictField }: SaveRequest,
  { setErrors, setBusy, onSaved, onClose }: SaveHandlers<R>,
) {
  if (!parsed.success) {
    setErrors(issuesByPath(parsed.error.issues));
    return;
  }
  setErrors({});
  setBusy(true);
  const answer = await callApi<Record<string, unknown>>(pathOf(route, { id }), {
    method: route.method,
    json: parsed.data,
  });
  setBusy(false);
  const saved = answer.body[key] as R | undefined;
  if (!answer.ok || !saved) {
    const message = failureMessage(answer, failure);
    setErrors({
      ...(conflictField && answer.status === 409 ? { [conflictField]: message } : {}),
      ...answerErrors(answer.body),
    });
    toast.error(message);
    return;
  }
  toast.success(answer.body.message ?? success);
  onSaved(saved);
  onClose();
}

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
