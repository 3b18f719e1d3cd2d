import type { Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

// What the listing lists' client parts (the filters, their chips, the results map) are handed of the Lists,
// Choices and Maps words: the server picks these parts out of the catalogue (lib/i18n/page-words.ts), so a
// page carries in its HTML the words its controls say and no others.

/** The Lists parts the filter fields say: their labels and the orders' names. */
export const FIELD_LISTS = ["fields", "sort"] as const;
/** The Choices groups the filter fields name their options by. */
export const FIELD_CHOICES = ["furnishing", "postedBy", "tenant", "propertyType", "amenity"] as const;
/** The Lists parts and Choices groups the active filters' chips are said in. */
export const CHIP_LISTS = ["fields", "chips", "budget", "months"] as const;
export const CHIP_CHOICES = ["type", "furnishing", "propertyType", "amenity"] as const;

/** What the filter fields say (components/properties/filter-fields.tsx). */
export type FieldWords = {
  locale: Locale;
  lists: Pick<Words<"Lists">, (typeof FIELD_LISTS)[number]>;
  choices: Pick<Words<"Choices">, (typeof FIELD_CHOICES)[number]>;
};

/** What the active filters' chips say (components/places/filter-chip-words.ts). */
export type ChipWords = {
  locale: Locale;
  lists: Pick<Words<"Lists">, (typeof CHIP_LISTS)[number]>;
  choices: Pick<Words<"Choices">, (typeof CHIP_CHOICES)[number]>;
};

/** The list page's filters: the form, its chips and the phone's sheet. */
export type FilterWords = FieldWords & ChipWords & { lists: Pick<Words<"Lists">, "form" | "panel"> };

/** A place page's filter form: its fields' words and its own. */
export type PlaceFormWords = FieldWords & { lists: Pick<Words<"Lists">, "placeForm"> };

/** The results map's words: the Maps words but the pin editor's, which only the listing forms use. */
export type ResultsMapWords = Omit<Words<"Maps">, "pin">;
