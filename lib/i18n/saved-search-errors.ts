import type { ErrorWords } from "@/lib/i18n/error-words";
import type { Words } from "@/lib/i18n/words";

type SavedSearchText = Words<"SavedSearches">;

/**
 * The lookup of a saved search's messages (English, from lib/validation/saved-search.ts and lib/alerts, kept
 * verbatim in `SavedSearches.errors`) to `page`'s words for them: empty when `page` is English.
 */
export function savedSearchErrorWords(english: SavedSearchText, page: SavedSearchText): ErrorWords {
  if (english === page) return {};
  const errors = english.errors;
  return Object.fromEntries(
    (Object.keys(errors) as Array<keyof typeof errors>).map((key) => [errors[key], page.errors[key]]),
  );
}
