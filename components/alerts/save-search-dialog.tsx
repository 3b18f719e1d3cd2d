"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { callRoute } from "@/components/ui/api";
import type { SaveSearchWords } from "@/components/alerts/saved-search-words";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { FormAlert } from "@/components/forms/form-alert";
import { useShell } from "@/components/i18n/shell-words";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCH_NAME, type AlertFrequency } from "@/domain/alerts/options";
import * as alerts from "@/lib/contracts/alerts";
import { localePath } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { wordParts } from "@/lib/i18n/word-parts";

/** Loaded on the first save: the results pages do not ship the validation library. */
const savedSearchSchema = () =>
  import("@/lib/validation/saved-search").then((m) => m.createSavedSearchSchema.pick({ name: true, frequency: true }));

/** A name left blank is no name: the server names the search after what it looks for. */
const blankToUndefined = (value: string) => value.trim() || undefined;

/**
 * The dialog of "Save this search" (save-search-button.tsx), open as soon as it is drawn: the search's name
 * and how often to hear of new matches. Its code loads when a signed-in visitor first presses the button.
 */
export function SaveSearchDialog({
  query,
  suggestedName,
  words,
}: {
  query: string;
  suggestedName: string;
  words: SaveSearchWords;
}) {
  // The form's messages (the schema's, the server's) in the page's language.
  return (
    <ErrorWordsProvider words={words.errors}>
      <SaveSearchForm query={query} suggestedName={suggestedName} words={words} />
    </ErrorWordsProvider>
  );
}

function SaveSearchForm({
  query,
  suggestedName,
  words: { text, frequency: frequencyWords },
}: {
  query: string;
  suggestedName: string;
  words: SaveSearchWords;
}) {
  const { locale } = useShell();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useZodForm(savedSearchSchema, {
    defaultValues: { name: suggestedName, frequency: "instant" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);
  const frequencyOptions = ALERT_FREQUENCIES.map((value) => ({ value, label: frequencyWords[value] }));
  const [saved, setSaved] = useState<{ name: string; frequency: AlertFrequency } | null>(null);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const save = handleSubmit(async ({ name, frequency }) => {
    const answer = await callRoute(alerts.createSavedSearch, { json: { query, frequency, name } });
    if (!answer.ok) {
      showServerErrors(form, answer, text.failed);
      return;
    }
    setSaved({ name: answer.body.savedSearch?.name ?? name ?? suggestedName, frequency });
    toast.success(text.savedToast);
  });

  return (
    <DialogFrame
      ref={dialog}
      title={text.title}
      closeLabel={text.close}
      look="centered"
      // Nothing to undo: the button draws a fresh dialog on its next press.
      onClose={() => undefined}
      className="w-full max-w-md"
    >
      {saved ? (
        <div className="space-y-4" role="status">
          <p className="text-slate-700">
            {fillWords(saved.frequency === "instant" ? text.savedInstant : text.savedDaily, { name: saved.name })}
          </p>
          <p className="text-sm text-slate-600">
            {wordParts(text.manage, {
              profile: (
                <Link
                  key="profile"
                  href={localePath(locale, "/profile#saved-searches")}
                  className="text-brand-700 underline"
                >
                  {text.profileLink}
                </Link>
              ),
            })}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white"
          >
            {text.done}
          </button>
        </div>
      ) : (
        <form onSubmit={save} noValidate className="space-y-4">
          <TextField
            id="saved-search-name"
            label={text.name}
            maxLength={MAX_SAVED_SEARCH_NAME}
            {...register("name", { setValueAs: blankToUndefined })}
            error={errors.name?.message}
          />
          <SelectField
            id="saved-search-frequency"
            label={text.emailMe}
            options={frequencyOptions}
            {...field("frequency")}
          />
          <FormAlert message={errors.root?.server?.message} />
          <SubmitButton
            busy={isSubmitting}
            label={text.submit}
            busyLabel={text.saving}
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          />
        </form>
      )}
    </DialogFrame>
  );
}
