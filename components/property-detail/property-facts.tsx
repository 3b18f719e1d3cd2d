import { formatArea, formatAvailability, formatDate, formatRupees, postedByLabel } from "@/lib/format";
import { ENGLISH_LISTING_WORDS, type ListingWords } from "@/components/property-detail/listing-words";
import { choiceLabel } from "@/lib/i18n/choices";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import type { PropertyJson } from "@/lib/listings/types";

type FactWords = ListingWords["facts"];

/**
 * Car parking is stored 0-4 (4 is "more than three", shown as 3+); unset is not said. A listing whose
 * amenities tick Parking has parking, whatever the count says.
 */
function formatParking(
  spaces: number | null | undefined,
  amenities: readonly string[] | undefined,
  words: FactWords,
): string {
  const ticked = amenities?.some((a) => a.toLowerCase() === "parking") ?? false;
  if (spaces === undefined || spaces === null) return ticked ? words.available : words.notSpecified;
  if (spaces === 0) return ticked ? words.available : words.none;
  return spaces >= 4 ? "3+" : String(spaces);
}

function formatFloor(floorNo: number | null | undefined, totalFloors: number | null | undefined, words: FactWords) {
  if (floorNo === undefined || floorNo === null)
    return totalFloors ? fillWords(words.floors, { count: totalFloors }) : words.notSpecified;
  const floor = floorNo === 0 ? words.ground : String(floorNo);
  return totalFloors ? fillWords(words.floorOf, { floor, total: totalFloors }) : floor;
}

/**
 * The listing's details table; rows that make no sense for a plot of land are left out. In the page's
 * language with `locale`, `words` and `choices` (facing and furnishing are named by the `Choices` namespace);
 * English without them.
 */
export function PropertyFacts({
  property,
  locale = DEFAULT_LOCALE,
  words = ENGLISH_LISTING_WORDS.facts,
  choices,
}: {
  property: PropertyJson;
  locale?: Locale;
  words?: FactWords;
  choices?: Words<"Choices">;
}) {
  const NOT_SPECIFIED = words.notSpecified;
  const yesNo = (value: boolean | null | undefined, yes: string, no: string) =>
    value === undefined || value === null ? NOT_SPECIFIED : value ? yes : no;
  const choice = (group: "facing" | "furnishing", value: string | null | undefined) =>
    value === undefined || value === null ? NOT_SPECIFIED : choices ? choiceLabel(choices, group, value) : value;
  const built = property.type !== "land";
  const carpet = formatArea(property.carpetArea, locale);
  const rows: Array<[label: string, value: string, shown: boolean]> = [
    [words.superBuiltUp, formatArea(property.superBuiltupArea, locale) ?? NOT_SPECIFIED, true],
    [words.carpet, carpet ?? "", Boolean(carpet)],
    [words.bedrooms, property.bhk ? String(property.bhk) : NOT_SPECIFIED, built],
    [words.bathrooms, property.bathrooms ? String(property.bathrooms) : NOT_SPECIFIED, built],
    [words.builtYear, property.builtYear ? String(property.builtYear) : NOT_SPECIFIED, built],
    [words.facing, choice("facing", property.facing), true],
    [words.floor, formatFloor(property.floorNo, property.totalFloors, words), built],
    [words.furnishing, choice("furnishing", property.furnishing), built],
    [words.parking, formatParking(property.carParking, property.amenities, words), built],
    [
      words.maintenance,
      property.maintenanceMonthly === undefined || property.maintenanceMonthly === null
        ? NOT_SPECIFIED
        : property.maintenanceMonthly
          ? fillWords(words.perMonth, { amount: formatRupees(property.maintenanceMonthly) })
          : words.none,
      true,
    ],
    [
      words.deposit,
      property.securityDeposit ? formatRupees(property.securityDeposit) : NOT_SPECIFIED,
      property.type === "rent",
    ],
    [words.availability, formatAvailability(property.availableFrom, undefined, locale), built],
    // Dates, not "3 days ago": the page is cached, and a date stays true however long it is kept.
    [words.posted, formatDate(property.createdAt, locale), true],
    [
      words.confirmed,
      property.confirmedAt ? formatDate(property.confirmedAt, locale) : "",
      Boolean(property.confirmedAt),
    ],
    [words.postedBy, postedByLabel(property.postedBy, locale), true],
    [words.bachelors, yesNo(property.bachelorsAllowed, words.allowed, words.notAllowed), built],
  ];
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="text-xl font-semibold">
        {words.heading}
      </h2>
      <table className="mt-3 w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-sm">
        <tbody>
          {rows
            .filter(([, , shown]) => shown)
            .map(([label, value]) => (
              <tr key={label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="w-1/2 px-4 py-2.5 text-left font-medium text-slate-600">
                  {label}
                </th>
                <td className="px-4 py-2.5 font-semibold text-slate-900">{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
