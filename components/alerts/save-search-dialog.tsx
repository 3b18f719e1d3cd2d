"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { callRoute, failureMessage } from "@/components/ui/api";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { ALERT_FREQUENCIES, FREQUENCY_LABELS, MAX_SAVED_SEARCH_NAME, type AlertFrequency } from "@/lib/alerts/options";
import { describeSearch } from "@/lib/alerts/types";
import * as alerts from "@/lib/contracts/alerts";

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/**
 * The dialog of "Save this search" (save-search-button.tsx), open as soon as it is drawn: the search's name
 * and how often to hear of new matches. Its code loads when a signed-in visitor first presses the button.
 */
export function SaveSearchDialog({ query }: { query: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(() => describeSearch(query));
  const [frequency, setFrequency] = useState<AlertFrequency>("instant");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    const answer = await callRoute(alerts.createSavedSearch, {
      json: { query, frequency, name: name.trim() || undefined },
    });
    setSaving(false);
    if (!answer.ok) {
      setError(failureMessage(answer, "Could not save the search"));
      return;
    }
    setSaved(answer.body.savedSearch?.name ?? name);
    toast.success("Search saved: we will e-mail you new matches.");
  }

  return (
    <DialogFrame
      ref={dialog}
      title="Save this search"
      look="centered"
      onClose={() => setSaving(false)}
      className="w-full max-w-md"
    >
      {saved ? (
        <div className="space-y-4" role="status">
          <p className="text-slate-700">
            Saved as “{saved}”. We will e-mail you{" "}
            {frequency === "instant" ? "as soon as a new listing matches" : "once a day when new listings match"}.
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
        <form onSubmit={save} className="space-y-4">
          <TextField
            id="saved-search-name"
            label="Name"
            value={name}
            maxLength={MAX_SAVED_SEARCH_NAME}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            id="saved-search-frequency"
            label="E-mail me"
            options={FREQUENCY_OPTIONS}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
          />
          {error && (
            <p role="alert" className="text-sm text-rose-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={saving}
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {saving ? "Saving..." : "Save search"}
          </button>
        </form>
      )}
    </DialogFrame>
  );
}
