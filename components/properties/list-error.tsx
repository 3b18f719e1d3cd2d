"use client";

import { AlertTriangle, RotateCw } from "@/components/ui/icons";
import { useListNavigation } from "@/components/properties/list-navigation";
import { fillWords, type Words } from "@/lib/i18n/words";

/** The list's error state: the reason, and Try Again, which asks the server for the same state again. */
export function ListError({ message, words }: { message: string; words: Words<"Lists">["error"] }) {
  const { retry, pendingHref } = useListNavigation();
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-rose-200 bg-rose-50 px-6 py-12 text-center">
      <AlertTriangle aria-hidden className="mx-auto h-10 w-10 text-rose-600" />
      <p className="mt-3 font-semibold text-rose-900">{fillWords(words.loading, { message })}</p>
      <button
        type="button"
        onClick={retry}
        disabled={pendingHref !== null}
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-rose-700 px-5 py-2.5 font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
      >
        <RotateCw aria-hidden className="h-4 w-4" /> {words.retry}
      </button>
    </div>
  );
}
