import { formatIndianAmount, formatRupees } from "@/lib/format";
import { getCachedThisMonth } from "@/lib/insights/cache";
import { measured } from "@/lib/insights/figures";
import { comparedWithMedian, MIN_COMPARABLES, type MonthFigure } from "@/lib/insights/options";
import type { ListingType } from "@/domain/listings/options";
import { placeSlug } from "@/domain/geo/place-slug";

/**
 * The listing page's fair-price line: the listing's price against the median asking price of the same kind
 * and size in its locality this month, with its basis, and only with MIN_COMPARABLES listings or more. In
 * neutral words: above, below or close to the median. Land compares per decimal (plots differ too much in
 * size for their whole prices to compare), and only when the plot's area is known.
 */

export type FairPriceListing = {
  type: ListingType;
  price: number;
  bhk?: number | null;
  location?: { city?: string | null; locality?: string | null } | null;
  superBuiltupArea?: { value?: number | null; unit?: string | null } | null;
};

const money = (type: ListingType, amount: number) =>
  type === "sale" ? formatIndianAmount(amount) : formatRupees(amount);

/** "₹18,000 is 29% above the median asking rent of 2 BHK homes in Patia (₹14,000, 5 listings this month)". */
export function fairPriceSentence(input: {
  type: ListingType;
  /** The listing's price in the measure compared (per decimal for land). */
  value: number;
  bhk: number;
  locality: string;
  figure: MonthFigure;
}): string | null {
  const { type, value, bhk, locality, figure } = input;
  if (figure.median === null || figure.count < MIN_COMPARABLES) return null;
  const unit = type === "land" ? " a decimal" : "";
  const what =
    type === "rent"
      ? `asking rent of ${bhk} BHK homes`
      : type === "sale"
        ? `asking price of ${bhk} BHK homes`
        : "asking price of plots";
  const { words } = comparedWithMedian(value, figure.median);
  return (
    `${money(type, value)}${unit} is ${words} ${what} in ${locality} ` +
    `(${money(type, figure.median)}${unit}, ${figure.count} listings this month)`
  );
}

const SQFT_PER_SQM = 10.7639;

/** The line for one listing, or null when it has no locality, too few comparables, or (land) no area. */
export async function fairPriceLine(listing: FairPriceListing): Promise<string | null> {
  const city = listing.location?.city?.trim() ?? "";
  const locality = listing.location?.locality?.trim() ?? "";
  const citySlug = placeSlug(city);
  const localitySlug = placeSlug(locality);
  if (!citySlug || !localitySlug) return null;
  const bhk = listing.bhk ?? 0;
  if (listing.type !== "land" && bhk < 1) return null;
  let value = listing.price;
  if (listing.type === "land") {
    const area = listing.superBuiltupArea;
    const sqft = area?.value ? (area.unit === "sqm" ? area.value * SQFT_PER_SQM : area.value) : null;
    const perDecimal = measured({ price: listing.price, sqft }, "perDecimal");
    if (perDecimal === null) return null;
    value = Math.round(perDecimal);
  }
  const month = await getCachedThisMonth({
    type: listing.type,
    citySlug,
    localitySlug,
    ...(listing.type === "land" ? {} : { bhk }),
  });
  const figure = listing.type === "land" ? month.perDecimal : month.price;
  return figure ? fairPriceSentence({ type: listing.type, value, bhk, locality, figure }) : null;
}
