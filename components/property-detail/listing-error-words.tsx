"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ListingWords } from "@/components/property-detail/listing-words";
import type { Locale } from "@/lib/i18n/locales";

type ErrorWords = { locale: Locale; words: ListingWords["error"] };

const ListingErrorContext = createContext<ErrorWords | null>(null);

/**
 * The words of the listing's error page, in the page's language. An error boundary takes no props, so the
 * listing's layout (a server component above it) hands them down here: three short strings, not the page's
 * namespace.
 */
export function ListingErrorWords({ locale, words, children }: ErrorWords & { children: ReactNode }) {
  return <ListingErrorContext value={{ locale, words }}>{children}</ListingErrorContext>;
}

export function useListingErrorWords(): ErrorWords {
  const value = useContext(ListingErrorContext);
  if (!value) throw new Error("useListingErrorWords needs a ListingErrorWords above it");
  return value;
}
