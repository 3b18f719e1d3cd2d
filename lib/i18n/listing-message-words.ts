import type { ErrorWords } from "@/lib/i18n/error-words";
import type { Words } from "@/lib/i18n/words";

/**
 * The listing forms' own messages (their schemas' and the owners' routes', `ListingForm.messages`) as the
 * error words' lookup: each English message with the page's words for it. Empty on an English page.
 */
export function listingMessageWords(
  english: Words<"ListingForm">["messages"],
  page: Words<"ListingForm">["messages"],
): ErrorWords {
  if (english === page) return {};
  const words: Record<string, string> = {};
  for (const [key, text] of Object.entries(english)) words[text] = page[key as keyof typeof page];
  return words;
}
