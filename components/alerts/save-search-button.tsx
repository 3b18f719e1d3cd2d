"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useSession } from "@/components/providers/session-provider";
import { callRoute, failureMessage } from "@/components/ui/api";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { Bell } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { ALERT_FREQUENCIES, FREQUENCY_LABELS, MAX_SAVED_SEARCH_NAME, type AlertFrequency } from "@/lib/alerts/options";
import { describeSearch } from "@/lib/alerts/types";
import { alerts } from "@/lib/contracts";

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/**
 * "Save this search" on a results page: `query` is the page's search as the list API reads it. A signed-out
 * visitor is sent to sign in and brought back here; a signed-in one names the search and chooses how often
 * to hear of new matches.
 */
export function SaveSearchButton({ query, className = "" }: { query: string; className?: string }) {
  const { user, status } = useSession();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState("");
  const [frequency, setFrequency] = useState<AlertFrequency>("instant");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  function open() {
    if (status === "loading") return;
    if (!user) {
      toast.info("Sign in to save this search and get alerts.", { toastId: "save-search-sign-in" });
      router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      return;
    }
    setName(describeSearch(query));
    setError(null);
    setSaved(null);
    dialog.current?.showModal();
  }

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
    <>
      <button
        type="button"
        onClick={open}
        className={`border-brand-600 text-brand-700 hover:bg-brand-50 inline-flex items-center gap-2 rounded-lg border bg-white px-3 py-1.5 text-sm font-semibold ${className}`}
      >
        <Bell aria-hidden className="h-4 w-4" />
        Save this search
      </button>
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
    </>
  );
}
