"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { callRoute } from "@/components/ui/api";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import {
  ALERT_FREQUENCIES,
  FREQUENCY_LABELS,
  MAX_SAVED_SEARCH_NAME,
  type AlertFrequency,
} from "@/domain/alerts/options";
import { describeSearch } from "@/lib/alerts/types";
import * as alerts from "@/lib/contracts/alerts";

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** Loaded on the first save: the results pages do not ship the validation library. */
const savedSearchSchema = () =>
  import("@/lib/validation/saved-search").then((m) => m.createSavedSearchSchema.pick({ name: true, frequency: true }));

/** A name left blank is no name: the server names the search after what it looks for. */
const blankToUndefined = (value: string) => value.trim() || undefined;

/**
 * The dialog of "Save this search" (save-search-button.tsx), open as soon as it is drawn: the search's name
 * and how often to hear of new matches. Its code loads when a signed-in visitor first presses the button.
 */
export function SaveSearchDialog({ query }: { query: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useZodForm(savedSearchSchema, {
    defaultValues: { name: describeSearch(query), frequency: "instant" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);
  const [saved, setSaved] = useState<{ name: string; frequency: AlertFrequency } | null>(null);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const save = handleSubmit(async ({ name, frequency }) => {
    const answer = await callRoute(alerts.createSavedSearch, { json: { query, frequency, name } });
    if (!answer.ok) {
      showServerErrors(form, answer, "Could not save the search");
      return;
    }
    setSaved({ name: answer.body.savedSearch?.name ?? name ?? describeSearch(query), frequency });
    toast.success("Search saved: we will e-mail you new matches.");
  });

  return (
    <DialogFrame
      ref={dialog}
      title="Save this search"
      look="centered"
      // Nothing to undo: the button draws a fresh dialog on its next press.
      onClose={() => undefined}
      className="w-full max-w-md"
    >
      {saved ? (
        <div className="space-y-4" role="status">
          <p className="text-slate-700">
            Saved as “{saved.name}”. We will e-mail you{" "}
            {saved.frequency === "instant" ? "as soon as a new listing matches" : "once a day when new listings match"}.
          </p>
          <p className="text-sm text-slate-600">
            Rename, pause or delete it on{" "}
            <Link href="/profile#saved-searches" className="text-brand-700 underline">
              your profile
            </Link>
            .
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white"
          >
            Done
          </button>
        </div>
      ) : (
        <form onSubmit={save} noValidate className="space-y-4">
          <TextField
            id="saved-search-name"
            label="Name"
            maxLength={MAX_SAVED_SEARCH_NAME}
            {...register("name", { setValueAs: blankToUndefined })}
            error={errors.name?.message}
          />
          <SelectField
            id="saved-search-frequency"
            label="E-mail me"
            options={FREQUENCY_OPTIONS}
            {...field("frequency")}
          />
          <FormAlert message={errors.root?.server?.message} />
          <SubmitButton
            busy={isSubmitting}
            label="Save search"
            busyLabel="Saving..."
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          />
        </form>
      )}
    </DialogFrame>
  );
}
