import { formatArea, formatAvailability, formatRupees, freshnessDateLabel, postedByLabel } from "@/lib/format";
import type { PropertyJson } from "@/lib/listings/types";

const NOT_SPECIFIED = "Not specified";

/**
 * Car parking is stored 0-4 (4 is "more than three", shown as 3+); unset is not said. A listing whose
 * amenities tick Parking has parking, whatever the count says.
 */
function formatParking(spaces: number | null | undefined, amenities: readonly string[] | undefined): string {
  const ticked = amenities?.some((a) => a.toLowerCase() === "parking") ?? false;
  if (spaces === undefined || spaces === null) return ticked ? "Available" : NOT_SPECIFIED;
  if (spaces === 0) return ticked ? "Available" : "None";
  return spaces >= 4 ? "3+" : String(spaces);
}

const yesNo = (value: boolean | null | undefined, yes: string, no: string) =>
  value === undefined || value === null ? NOT_SPECIFIED : value ? yes : no;

function formatFloor(floorNo?: number | null, totalFloors?: number | null): string {
  if (floorNo === undefined || floorNo === null) return totalFloors ? `${totalFloors} floors` : NOT_SPECIFIED;
  const floor = floorNo === 0 ? "Ground" : String(floorNo);
  return totalFloors ? `${floor} of ${totalFloors}` : floor;
}

/** The listing's details table; rows that make no sense for a plot of land are left out. */
export function PropertyFacts({ property }: { property: PropertyJson }) {
  const built = property.type !== "land";
  const carpet = formatArea(property.carpetArea);
  const rows: Array<[label: string, value: string, shown: boolean]> = [
    ["Super built-up area", formatArea(property.superBuiltupArea) ?? NOT_SPECIFIED, true],
    ["Carpet area", carpet ?? "", Boolean(carpet)],
    ["Bedrooms", property.bhk ? String(property.bhk) : NOT_SPECIFIED, built],
    ["Bathrooms", property.bathrooms ? String(property.bathrooms) : NOT_SPECIFIED, built],
    ["Built year", property.builtYear ? String(property.builtYear) : NOT_SPECIFIED, built],
    ["Facing", property.facing ?? NOT_SPECIFIED, true],
    ["Floor", formatFloor(property.floorNo, property.totalFloors), built],
    ["Furnishing", property.furnishing ?? NOT_SPECIFIED, built],
    ["Car parking", formatParking(property.carParking, property.amenities), built],
    [
      "Maintenance",
      property.maintenanceMonthly === undefined || property.maintenanceMonthly === null
        ? NOT_SPECIFIED
        : property.maintenanceMonthly
          ? `${formatRupees(property.maintenanceMonthly)}/month`
          : "None",
      true,
    ],
    [
      "Security deposit",
      property.securityDeposit ? formatRupees(property.securityDeposit) : NOT_SPECIFIED,
      property.type === "rent",
    ],
    ["Availability", formatAvailability(property.availableFrom), built],
    // Dates, not "3 days ago": the page is cached, and a date stays true however long it is kept.
    ["Posted", freshnessDateLabel({ createdAt: property.createdAt })!.replace(/^Posted on /, ""), true],
    [
      "Confirmed available",
      property.confirmedAt ? freshnessDateLabel(property)!.replace(/^Available, confirmed on /, "") : "",
      Boolean(property.confirmedAt),
    ],
    ["Posted by", postedByLabel(property.postedBy), true],
    ["Bachelors", yesNo(property.bachelorsAllowed, "Allowed", "Not allowed"), built],
  ];
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="text-xl font-semibold">
        Property Details
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
