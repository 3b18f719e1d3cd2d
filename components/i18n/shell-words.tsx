"use client";

import { createContext, useContext } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type messages from "@/messages/en";

/** The header's and menu's words: plain strings (no placeholders), so the browser needs no message library. */
export type ShellWords = (typeof messages)["Shell"];

const ShellContext = createContext<{ locale: Locale; words: ShellWords } | null>(null);

/**
 * Hands the page's language and the shell's words to the header's client parts. The server reads them from
 * the catalogue (app/[locale]/(site)/layout.tsx); only this one namespace travels to the browser, not the
 * whole catalogue or next-intl's client runtime (docs/i18n.md).
 */
export function ShellWordsProvider({
  locale,
  words,
  children,
}: {
  locale: Locale;
  words: ShellWords;
  children: React.ReactNode;
}) {
  return <ShellContext value={{ locale, words }}>{children}</ShellContext>;
}

/** The page's language and the shell's words. */
export function useShell(): { locale: Locale; words: ShellWords } {
  const value = useContext(ShellContext);
  if (!value) throw new Error("useShell needs a ShellWordsProvider above it");
  return value;
}
