import { getMessages } from "next-intl/server";
import type { SavedSearchListWords, SaveSearchWords } from "@/components/alerts/saved-search-words";
import type { EnquiryWords } from "@/components/property-detail/enquiry-words";
import english from "@/messages/en";
import { errorWordsOf, type ErrorGroup, type ErrorWords } from "@/lib/i18n/error-words";
import { savedSearchErrorWords } from "@/lib/i18n/saved-search-errors";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { pickWords, type Catalogue } from "@/lib/i18n/words";
import {
  CHIP_CHOICES,
  CHIP_LISTS,
  FIELD_CHOICES,
  FIELD_LISTS,
  type FilterWords,
  type PlaceFormWords,
  type ResultsMapWords,
} from "@/lib/i18n/list-words";

// Server only: the words a page hands its client forms as plain props (docs/i18n.md).

/** One namespace of `locale`'s catalogue, as a client component's `words` prop. */
export async function namespaceWords<Namespace extends keyof Catalogue>(
  locale: Locale,
  namespace: Namespace,
): Promise<Catalogue[Namespace]> {
  const messages = (await getMessages({ locale })) as Catalogue;
  return messages[namespace];
}

/**
 * The `Errors` lookup of a page's forms (lib/i18n/error-words.ts): `groups` in `locale`, nothing on an English
 * page, whose forms show the English messages as they come.
 */
export async function errorWords(locale: Locale, groups: readonly ErrorGroup[]): Promise<ErrorWords> {
  if (locale === DEFAULT_LOCALE) return {};
  return errorWordsOf(english.Errors, await namespaceWords(locale, "Errors"), groups);
}

/** The listing page's contact doors' words (components/property-detail/enquiry-words.ts) in `locale`. */
export async function enquiryWords(locale: Locale): Promise<EnquiryWords> {
  const [text, errors, choices] = await Promise.all([
    namespaceWords(locale, "Enquiry"),
    errorWords(locale, ["enquiry", "visit", "report"]),
    namespaceWords(locale, "Choices"),
  ]);
  return { text, errors, reportReasons: locale === DEFAULT_LOCALE ? {} : choices.reportReason };
}

/** The site's common messages a saved search's forms may show besides their own (the connection, the database). */
const SAVED_SEARCH_COMMON = ["connection", "somethingWrong", "databaseDown"] as const;

/** A saved search's messages in `locale` (nothing on an English page, whose forms show them as they come). */
async function savedSearchErrors(locale: Locale, words: Catalogue["SavedSearches"]): Promise<ErrorWords> {
  if (locale === DEFAULT_LOCALE) return {};
  const common = (await namespaceWords(locale, "Errors")).common;
  return {
    ...Object.fromEntries(SAVED_SEARCH_COMMON.map((key) => [english.Errors.common[key], common[key]])),
    ...savedSearchErrorWords(english.SavedSearches, words),
  };
}

/** "Save this search" and its dialog (components/alerts) in `locale`: a results page's `words` for it. */
export async function saveSearchWords(locale: Locale): Promise<SaveSearchWords> {
  const words = await namespaceWords(locale, "SavedSearches");
  return { text: words.save, frequency: words.frequency, errors: await savedSearchErrors(locale, words) };
}

/** The profile's "Saved searches" (components/profile/saved-searches.tsx) in `locale`. */
export async function savedSearchListWords(locale: Locale): Promise<SavedSearchListWords> {
  const words = await namespaceWords(locale, "SavedSearches");
  return { text: words.list, frequency: words.frequency, errors: await savedSearchErrors(locale, words) };
}

/** The list page's filters (the form, its chips, the phone's sheet) in `locale`: the words they say, no more. */
export async function filterWords(locale: Locale): Promise<FilterWords> {
  const { Lists, Choices } = (await getMessages({ locale })) as Catalogue;
  return {
    locale,
    lists: pickWords(Lists, [...FIELD_LISTS, ...CHIP_LISTS, "form", "panel"]),
    choices: pickWords(Choices, [...FIELD_CHOICES, ...CHIP_CHOICES]),
  };
}

/** A place page's filter form (components/places/place-filter-form.tsx) in `locale`: its fields' words and its own. */
export async function placeFormWords(locale: Locale): Promise<PlaceFormWords> {
  const { Lists, Choices } = (await getMessages({ locale })) as Catalogue;
  return { locale, lists: pickWords(Lists, [...FIELD_LISTS, "placeForm"]), choices: pickWords(Choices, FIELD_CHOICES) };
}

/** The results map's words (components/maps/results-with-map.tsx): the Maps words but the pin editor's. */
export function resultsMapWords(maps: Catalogue["Maps"]): ResultsMapWords {
  const { pin, ...words } = maps;
  void pin;
  return words;
}
