import { LOCALITY_NAMES } from "@/domain/geo/place-names";
import { placeSlug } from "@/domain/geo/place-slug";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A locality's name in the page's language, from the table of Odia and Hindi place names (keyed by slug);
 * a locality the table does not know, and every name on an English page, is shown as stored.
 */
export function localityName(name: string, locale: Locale): string {
  if (locale === "en") return name;
  return LOCALITY_NAMES[placeSlug(name)]?.[locale] ?? name;
}
