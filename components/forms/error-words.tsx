"use client";

import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { translateError, type ErrorWords } from "@/lib/i18n/error-words";

const ErrorWordsContext = createContext<ErrorWords>({});

/**
 * Hands the page language's words for the forms' messages (the `Errors` groups its server parent chose,
 * lib/i18n/page-words.ts) to every form below: `useZodForm` and `showServerErrors` show them. Nested
 * providers add their groups to those above. Without one, the messages stay English.
 */
export function ErrorWordsProvider({ words, children }: { words: ErrorWords; children: ReactNode }) {
  const above = useContext(ErrorWordsContext);
  const merged = useMemo(() => ({ ...above, ...words }), [above, words]);
  return <ErrorWordsContext value={merged}>{children}</ErrorWordsContext>;
}

/** Says an English message (a schema's, the server's) in the page's language; unknown ones as they are. */
export function useSayError(): (message: string) => string {
  const words = useContext(ErrorWordsContext);
  return useCallback((message: string) => translateError(words, message), [words]);
}
