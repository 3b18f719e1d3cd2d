import { placeName } from "@/domain/geo/local-place-name";
import { formatIndianAmount } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import { readListingQuery } from "@/lib/listings/query-string";
import en from "@/messages/en/SavedSearches.json";
import hi from "@/messages/hi/SavedSearches.json";
import or from "@/messages/or/SavedSearches.json";

/**
 * The words of a search's suggested name in each language (`SavedSearches.name`): the three small files travel
 * with this module, as lib/format.ts does, so the server names a search the same way for any page.
 */
const NAME_WORDS: Record<Locale, Words<"SavedSearches">["name"]> = { en: en.name, or: or.name, hi: hi.name };

/**
 * A name for a search that was given none, in `locale`: "2 BHK for rent in Patia under ₹20,000",
 * "ପାଟିଆରେ ଭଡ଼ା ପାଇଁ 2 BHK ₹20,000 ଯାଏଁ". Each language puts the parts in its own order (`name.order`); known
 * places are named in the page's script, words a person typed (`q`, `area`) stay as typed.
 */
export function describeSearch(queryString: string, locale: Locale = "en"): string {
  const words = NAME_WORDS[locale];
  const query = readListingQuery(Object.fromEntries(new URLSearchParams(queryString)));
  const amount = (value: number) => formatIndianAmount(value, locale);
  const isLand = query.type === "land";
  const place =
    [query.locality && placeName(locale, query.locality, "locality"), query.q, query.area].filter(Boolean).join(", ") ||
    (query.city ? placeName(locale, query.city, "city") : "");
  const parts = {
    what: isLand ? words.land : query.bhk ? fillWords(words.bhk, { bhk: query.bhk }) : words.homes,
    furnishing: !isLand && query.furnishing ? words.furnishing[query.furnishing] : "",
    type: query.type === "rent" ? words.forRent : query.type === "sale" ? words.forSale : "",
    place: place ? fillWords(words.inPlace, { place }) : "",
    nearby: query.nearby ? fillWords(words.nearPlace, { place: placeName(locale, query.nearby, "landmark") }) : "",
    price:
      query.minPrice && query.maxPrice
        ? fillWords(words.between, { min: amount(query.minPrice), max: amount(query.maxPrice) })
        : query.maxPrice
          ? fillWords(words.upTo, { max: amount(query.maxPrice) })
          : query.minPrice
            ? fillWords(words.from, { min: amount(query.minPrice) })
            : "",
    postedBy: query.postedBy ? words.postedBy[query.postedBy] : "",
  };
  return fillWords(words.order, parts).replace(/\s+/g, " ").trim().slice(0, 80);
}
