import type { Words } from "@/lib/i18n/words";
import { fillWords } from "@/lib/i18n/words";
import { choiceLabel } from "@/lib/i18n/choices";
import { placeName } from "@/domain/geo/local-place-name";
import { activeFilterChips, budgetPresets, isPresetActive } from "@/lib/listings/links/filter-labels";
import { searchCircle } from "@/lib/listings/geo-words";
import type { ListFilters } from "@/lib/listings/links/list-page";
import type { ChipWords } from "@/lib/i18n/list-words";

type Chip = { label: string; without: ListFilters };

const group = (n: number) => n.toLocaleString("en-IN");
const rupees = (n: number) => `₹${group(n)}`;

/** A budget preset's own words ("Under ₹10k/mo"), by its place in the type's presets. */
export function budgetLabelIn(
  words: { lists: Pick<Words<"Lists">, "budget"> },
  type: ListFilters["type"],
  englishLabel: string,
): string {
  const presets = budgetPresets(type);
  const index = presets.findIndex((preset) => preset.label === englishLabel);
  if (index < 0) return englishLabel;
  const key = `${type === "rent" ? "rent" : "buy"}${index + 1}` as keyof Words<"Lists">["budget"];
  return words.lists.budget[key] ?? englishLabel;
}

/** "5 Jan 2027" for "2027-01-05", with the month's name in the page's language. */
function dayIn(words: ChipWords, day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const months = words.lists.months as Record<string, string>;
  return `${date} ${months[String(month)] ?? month} ${year}`;
}

/**
 * One label for a chip of `activeFilterChips`, found by what removing it takes away: the same chips, in the
 * same order and with the same links, in the page's language. English keeps the list's own labels.
 */
function labelOf(words: ChipWords, filters: ListFilters, chip: Chip): string {
  const { lists, choices, locale } = words;
  const c = lists.chips;
  const gone = (word: keyof ListFilters) => filters[word] !== undefined && chip.without[word] === undefined;
  if (gone("type")) return choiceLabel(choices, "type", filters.type!);
  if (gone("bhk")) return fillWords(lists.fields.bhk, { bhk: filters.bhk! });
  if (gone("minPrice") || gone("maxPrice")) {
    const { minPrice, maxPrice } = filters;
    const preset = budgetPresets(filters.type).find((p) => isPresetActive(p, filters));
    if (preset) return budgetLabelIn(words, filters.type, preset.label);
    if (minPrice && maxPrice) return fillWords(c.priceBetween, { min: rupees(minPrice), max: rupees(maxPrice) });
    return minPrice
      ? fillWords(c.priceFrom, { min: rupees(minPrice) })
      : fillWords(c.priceUpTo, { max: rupees(maxPrice!) });
  }
  if (gone("furnishing")) return choiceLabel(choices, "furnishing", filters.furnishing!);
  if (gone("postedBy")) return filters.postedBy === "agent" ? c.byAgent : c.byOwner;
  if (gone("verified")) return c.verified;
  if (gone("propertyType")) return choiceLabel(choices, "propertyType", filters.propertyType!);
  if (gone("tenant")) return filters.tenant === "family" ? c.family : c.bachelors;
  if ((chip.without.amenities?.length ?? 0) < (filters.amenities?.length ?? 0)) {
    const removed = filters.amenities!.find((amenity) => !chip.without.amenities?.includes(amenity));
    return removed ? choiceLabel(choices, "amenity", removed) : chip.label;
  }
  if (gone("minArea") || gone("maxArea")) {
    const { minArea, maxArea } = filters;
    if (minArea && maxArea) return fillWords(c.areaBetween, { min: group(minArea), max: group(maxArea) });
    return minArea ? fillWords(c.areaFrom, { min: group(minArea) }) : fillWords(c.areaUpTo, { max: group(maxArea!) });
  }
  if (gone("availableBy")) return fillWords(c.availableBy, { day: dayIn(words, filters.availableBy!) });
  if (gone("q")) return fillWords(c.keyword, { q: filters.q! });
  if (gone("area")) return fillWords(c.area, { area: filters.area! });
  if (gone("city")) return fillWords(c.city, { city: placeName(locale, filters.city!, "city") });
  if (gone("locality")) return fillWords(c.locality, { locality: placeName(locale, filters.locality!, "locality") });
  if (gone("nearby")) return fillWords(c.nearby, { nearby: filters.nearby! });
  if (gone("bounds")) return c.bounds;
  if (gone("near")) {
    const circle = searchCircle(filters);
    if (!circle) return chip.label;
    const { lat, lng, name } = circle.centre;
    const place = name ? placeName(locale, name, "landmark") : `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
    return fillWords(c.near, { km: circle.km, place });
  }
  return chip.label;
}

/** The active filters as removable chips, labelled in the page's language (activeFilterChips's, in English). */
export function filterChips(filters: ListFilters, words: ChipWords): Chip[] {
  const chips = activeFilterChips(filters);
  if (words.locale === "en") return chips;
  return chips.map((chip) => ({ ...chip, label: labelOf(words, filters, chip) }));
}
