"use client";

import Link from "next/link";
import { useState } from "react";
import type { SavedSearchListWords } from "@/components/alerts/saved-search-words";
import { ErrorWordsProvider, useSayError } from "@/components/forms/error-words";
import { useShell } from "@/components/i18n/shell-words";
import { useSession } from "@/components/providers/session-provider";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { callRoute, failureMessage, type ApiAnswer } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRouteData } from "@/components/ui/use-route-data";
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCH_NAME, type AlertFrequency } from "@/domain/alerts/options";
import type { SavedSearchJson } from "@/lib/alerts/types";
import * as alerts from "@/lib/contracts/alerts";
import { localePath } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { wordParts } from "@/lib/i18n/word-parts";
import { createSavedSearchSchema } from "@/lib/validation/saved-search";
import english from "@/messages/en/SavedSearches.json";

type Change = { name?: string; frequency?: AlertFrequency; paused?: boolean };
/** What a change answers: the answer itself, for a form to show what went wrong. */
type Update = (search: SavedSearchJson, json: Change) => Promise<ApiAnswer<unknown>>;

/** A rename names the search: the server's rule for a name, here required. */
const renameSchema = createSavedSearchSchema.pick({ name: true }).required();

/** Until the profile passes its words, the list speaks English. */
const ENGLISH_WORDS: SavedSearchListWords = { text: english.list, frequency: english.frequency, errors: {} };

/**
 * The profile's "Saved searches": open each, rename it, change how often it mails, pause or delete it.
 * `words` are the profile page's (`savedSearchListWords(locale)`, lib/i18n/page-words.ts).
 */
export function SavedSearches({ words = ENGLISH_WORDS }: { words?: SavedSearchListWords }) {
  // Its forms' and the server's messages in the page's language.
  return (
    <ErrorWordsProvider words={words.errors}>
      <SavedSearchList words={words} />
    </ErrorWordsProvider>
  );
}

function SavedSearchList({ words }: { words: SavedSearchListWords }) {
  const text = words.text;
  const { locale } = useShell();
  const sayError = useSayError();
  const { status, user } = useSession();
  const signedIn = status === "signed-in";
  const {
    data,
    error,
    loading,
    reload,
    update: keep,
  } = useRouteData(alerts.savedSearchList, signedIn ? {} : null, text.loadFailed, {
    scope: user?._id,
  });
  const searches = error ? undefined : data?.savedSearches;
  // The search whose deletion waits for an answer in the confirm dialog.
  const [deleting, setDeleting] = useState<SavedSearchJson | null>(null);

  if (!signedIn) return null;

  const change = (edit: (searches: SavedSearchJson[]) => SavedSearchJson[]) =>
    keep((answer) => ({ ...answer, savedSearches: edit(answer.savedSearches ?? []) }));
  const replace = (next: SavedSearchJson) => change((all) => all.map((x) => (x._id === next._id ? next : x)));

  const update: Update = async (search, json) => {
    const answer = await callRoute(alerts.updateSavedSearch, { params: { id: search._id }, json });
    if (answer.ok && answer.body.savedSearch) replace(answer.body.savedSearch);
    else toast.error(sayError(failureMessage(answer, text.updateFailed)));
    return answer;
  };

  async function remove(search: SavedSearchJson): Promise<boolean> {
    const answer = await callRoute(alerts.deleteSavedSearch, { params: { id: search._id } });
    if (!answer.ok) {
      toast.error(sayError(failureMessage(answer, text.deleteFailed)));
      return false;
    }
    change((all) => all.filter((x) => x._id !== search._id));
    toast.success(text.deleted);
    return true;
  }

  return (
    <section id="saved-searches" aria-labelledby="saved-searches-heading" className="mt-10 scroll-mt-20">
      <h2 id="saved-searches-heading" className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      {loading && <div aria-busy="true" className="mt-4 h-24 animate-pulse rounded-2xl bg-slate-200" />}
      {error && !loading && (
        <p role="alert" className="mt-4 text-rose-700">
          {sayError(error.message)}{" "}
          <button type="button" className="underline" onClick={reload}>
            {text.tryAgain}
          </button>
        </p>
      )}
      {searches && searches.length === 0 && (
        <p className="mt-4 text-slate-600">
          {wordParts(text.empty, {
            listings: (
              <Link key="listings" href={localePath(locale, "/properties")} className="text-brand-700 underline">
                {text.listingsLink}
              </Link>
            ),
          })}
        </p>
      )}
      {searches && searches.length > 0 && (
        <ul className="mt-4 space-y-3" data-testid="saved-searches">
          {searches.map((search) => (
            <SavedSearchRow key={search._id} search={search} words={words} onUpdate={update} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={text.deleteTitle}
          message={fillWords(text.deleteMessage, { name: deleting.name })}
          confirmLabel={text.delete}
          busyLabel={text.deleting}
          cancelLabel={text.cancel}
          closeLabel={text.close}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

function SavedSearchRow({
  search,
  words: { text, frequency },
  onUpdate,
  onDelete,
}: {
  search: SavedSearchJson;
  words: SavedSearchListWords;
  onUpdate: Update;
  onDelete: (search: SavedSearchJson) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const { locale } = useShell();

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="saved-search">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {renaming ? (
          <RenameForm search={search} text={text} onUpdate={onUpdate} onDone={() => setRenaming(false)} />
        ) : (
          <Link href={localePath(locale, search.href)} className="text-brand-700 font-semibold hover:underline">
            {search.name}
          </Link>
        )}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${search.paused ? "bg-slate-200 text-slate-700" : "bg-emerald-100 text-emerald-800"}`}
          data-testid="saved-search-status"
        >
          {search.paused ? text.paused : text.active}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          <span className="text-slate-600">{text.emailMe}</span>
          <select
            value={search.frequency}
            onChange={(event) => void onUpdate(search, { frequency: event.target.value as AlertFrequency })}
            className="rounded-lg border border-slate-300 px-2 py-1"
          >
            {ALERT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {frequency[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="underline" onClick={() => setRenaming((r) => !r)}>
          {renaming ? text.cancel : text.rename}
        </button>
        <button type="button" className="underline" onClick={() => void onUpdate(search, { paused: !search.paused })}>
          {search.paused ? text.resume : text.pause}
        </button>
        <button type="button" className="text-rose-700 underline" onClick={() => onDelete(search)}>
          {text.delete}
        </button>
      </div>
    </li>
  );
}

/** The row's rename: the new name is checked as the server checks it, and what is wrong shows under it. */
function RenameForm({
  search,
  text,
  onUpdate,
  onDone,
}: {
  search: SavedSearchJson;
  text: SavedSearchListWords["text"];
  onUpdate: Update;
  onDone: () => void;
}) {
  const form = useZodForm(renameSchema, { defaultValues: { name: search.name } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const id = `rename-${search._id}`;
  const error = errors.name?.message ?? errors.root?.server?.message;

  const save = handleSubmit(async ({ name }) => {
    const answer = await onUpdate(search, { name });
    if (answer.ok) onDone();
    else showServerErrors(form, answer, text.updateFailed);
  });

  return (
    <form className="flex flex-1 flex-wrap gap-2" noValidate onSubmit={save}>
      <label htmlFor={id} className="sr-only">
        {text.name}
      </label>
      <input
        id={id}
        maxLength={MAX_SAVED_SEARCH_NAME}
        {...register("name")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex-1 scroll-mt-28 rounded-lg border border-slate-300 px-3 py-1.5 aria-invalid:border-rose-600"
      />
      <button type="submit" className="bg-brand-600 rounded-lg px-3 py-1.5 text-sm font-semibold text-white">
        {text.saveName}
      </button>
      {error && (
        <p id={`${id}-error`} className="basis-full text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}
