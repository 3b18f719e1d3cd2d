import english from "@/messages/en";
import type { ErrorWords } from "@/lib/i18n/error-words";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { errorWords, namespaceWords } from "@/lib/i18n/page-words";

// Server only: what the conversation pages hand their client parts besides their words.

/**
 * The English messages the inbox and a thread may show (the conversation schemas' and the API's, kept verbatim
 * in `Messages.said`, with the connection's and the rate limits' of `Errors`) with `locale`'s words for them,
 * for `ErrorWordsProvider`; nothing on an English page, which shows them as they come.
 */
export async function conversationErrorWords(locale: Locale): Promise<ErrorWords> {
  if (locale === DEFAULT_LOCALE) return {};
  const [shared, page] = await Promise.all([errorWords(locale, []), namespaceWords(locale, "Messages")]);
  const said: Record<string, string> = {};
  for (const [key, text] of Object.entries(english.Messages.said))
    said[text] = page.said[key as keyof typeof page.said];
  return { ...shared, ...said };
}
