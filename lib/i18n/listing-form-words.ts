import type { ListingFormWords } from "@/components/listing-form/form-words";
import { listingMessageWords } from "@/lib/i18n/listing-message-words";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { errorWords, namespaceWords } from "@/lib/i18n/page-words";
import english from "@/messages/en";

// Server only: the listing form's words for a page (the owner's List Your Property, the profile's edit).

/**
 * The words the listing form and the owner's edit take as their `words` prop in `locale`; undefined on an
 * English page, whose forms have English built in.
 */
export async function listingFormWords(locale: Locale): Promise<ListingFormWords | undefined> {
  if (locale === DEFAULT_LOCALE) return undefined;
  const [text, choices, maps, errors] = await Promise.all([
    namespaceWords(locale, "ListingForm"),
    namespaceWords(locale, "Choices"),
    namespaceWords(locale, "Maps"),
    // The contact fields' messages are the shared ones; the texted code's are the phone's.
    errorWords(locale, ["phone"]),
  ]);
  return {
    locale,
    text,
    choices,
    maps,
    errors: { ...errors, ...listingMessageWords(english.ListingForm.messages, text.messages) },
  };
}
