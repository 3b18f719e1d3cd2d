import english from "@/messages/en/Profile.json";
import type { ErrorWords } from "@/lib/i18n/error-words";
import type { Words } from "@/lib/i18n/words";

/** The profile's sections' words (`Profile`, without the page's metadata and the server's messages). */
export type ProfileWords = Omit<Words<"Profile">, "meta" | "errors">;

/**
 * A page's error lookup (`shared`, from the `Errors` groups) with the profile's own server messages: the
 * English words of `Profile.errors` are the API's, each said with `page`'s words for it. For the Odia and
 * Hindi pages: an English page sends its forms no lookup.
 */
export function withProfileErrors(shared: ErrorWords, page: Words<"Profile">["errors"]): ErrorWords {
  const own: Record<string, string> = {};
  for (const [key, text] of Object.entries(english.errors)) own[text] = page[key as keyof typeof page];
  return { ...shared, ...own };
}
