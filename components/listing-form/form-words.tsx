"use client";

import { createContext, useContext, type ReactNode } from "react";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import englishChoices from "@/messages/en/Choices.json";
import english from "@/messages/en/ListingForm.json";
import englishMaps from "@/messages/en/Maps.json";
import type { ErrorWords } from "@/lib/i18n/error-words";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

/**
 * The listing form's words in the page's language: its own namespace, the option lists' names (`Choices`),
 * the map's (`Maps`), and the messages its checks and the server may show (`errors`, English to the page's).
 * The server reads them (lib/i18n/listing-form-words.ts); English is built in, so the admin panel (which is
 * English) and an English page pass none.
 */
export type ListingFormWords = {
  locale: Locale;
  text: Words<"ListingForm">;
  choices: Words<"Choices">;
  maps: Words<"Maps">;
  errors: ErrorWords;
};

export const ENGLISH_LISTING_WORDS: ListingFormWords = {
  locale: DEFAULT_LOCALE,
  text: english,
  choices: englishChoices,
  maps: englishMaps,
  errors: {},
};

const ListingWordsContext = createContext<ListingFormWords>(ENGLISH_LISTING_WORDS);

/** Gives a form's fields its words, and its checks the page's words for their messages. */
export function ListingWordsProvider({ words, children }: { words: ListingFormWords; children: ReactNode }) {
  return (
    <ListingWordsContext value={words}>
      <ErrorWordsProvider words={words.errors}>{children}</ErrorWordsProvider>
    </ListingWordsContext>
  );
}

/** The words of the listing form around the calling field (English without a provider: the admin panel). */
export const useListingWords = () => useContext(ListingWordsContext);
