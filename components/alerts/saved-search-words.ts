import type { ErrorWords } from "@/lib/i18n/error-words";
import type { Words } from "@/lib/i18n/words";

type SavedSearchText = Words<"SavedSearches">;

/**
 * What "Save this search" and its dialog are given by the results page, in its language
 * (`saveSearchWords(locale)` of lib/i18n/page-words.ts reads them on the server).
 */
export type SaveSearchWords = {
  text: SavedSearchText["save"];
  /** How often a search mails, by value. */
  frequency: SavedSearchText["frequency"];
  /** The messages of a saved search's schema and routes in the page's language (empty in English). */
  errors: ErrorWords;
};

/** What the profile's "Saved searches" is given (`savedSearchListWords(locale)`, lib/i18n/page-words.ts). */
export type SavedSearchListWords = {
  text: SavedSearchText["list"];
  frequency: SavedSearchText["frequency"];
  errors: ErrorWords;
};
