"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { SaveSearchWords } from "@/components/alerts/saved-search-words";
import { useShell } from "@/components/i18n/shell-words";
import { useSession } from "@/components/providers/session-provider";
import { Bell } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { localePath } from "@/lib/i18n/locales";

const loadDialog = () => import("@/components/alerts/save-search-dialog");
/** The dialog's form and its words load when it is first wanted, not with every results page. */
const SaveSearchDialog = dynamic(() => loadDialog().then((module) => module.SaveSearchDialog), { ssr: false });

/**
 * "Save this search" on a results page: `query` is the page's search as the list API reads it, `suggestedName`
 * the name the dialog offers for it (the page's `describeSearch`, in its language). A signed-out
 * visitor is sent to sign in and brought back here; a signed-in one names the search and chooses how often
 * to hear of new matches (save-search-dialog.tsx). `words` are the page's, for the button and its dialog.
 */
export function SaveSearchButton({
  query,
  suggestedName,
  words,
  className = "",
}: {
  query: string;
  suggestedName: string;
  words: SaveSearchWords;
  className?: string;
}) {
  const { user, status } = useSession();
  const { locale } = useShell();
  const router = useRouter();
  // The button does nothing before React hydrates, so it is disabled until then (a press is not lost).
  const hydrated = useHydrated();
  // Each press draws a fresh dialog (its key), starting again from the search's own name.
  const [opened, setOpened] = useState(0);
  // A press while the session is still being read is answered once it is known, not dropped.
  const [pressedEarly, setPressedEarly] = useState(false);
  const known = status !== "loading";

  function answer() {
    if (!user) {
      toast.info(words.text.signIn, { toastId: "save-search-sign-in" });
      const back = encodeURIComponent(window.location.pathname + window.location.search);
      router.push(`${localePath(locale, "/login")}?callbackUrl=${back}`);
      return;
    }
    setOpened((count) => count + 1);
  }

  function open() {
    if (known) answer();
    else setPressedEarly(true);
  }

  useEffect(() => {
    if (!pressedEarly || !known) return;
    setPressedEarly(false);
    answer();
    // `answer` reads this render's session; it runs once, when the session becomes known after a press.
  }, [pressedEarly, known]);

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={!hydrated}
        aria-busy={pressedEarly || undefined}
        // A pointer on the button comes a moment before the click: a signed-in visitor's dialog starts loading.
        onPointerDown={() => void (user && loadDialog())}
        className={`border-brand-600 text-brand-700 hover:bg-brand-50 inline-flex items-center gap-2 rounded-lg border bg-white px-3 py-1.5 text-sm font-semibold disabled:cursor-wait ${className}`}
      >
        <Bell aria-hidden className="h-4 w-4" />
        {words.text.button}
      </button>
      {opened > 0 && <SaveSearchDialog key={opened} query={query} suggestedName={suggestedName} words={words} />}
    </>
  );
}
