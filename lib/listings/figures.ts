import { connectToDatabase } from "@/lib/db";
import { distinctValues } from "@/lib/db/embedded-engine-gaps";
import { localitiesOf, statsOf, type PlaceTally } from "@/lib/listings/place-tallies";
import { countArrangedVisits } from "@/lib/visits/requests";
import { Property } from "@/models/Property";

/**
 * The figures the About page states about the site, each counted from the database: listings live now,
 * localities with a live listing, visits the team has arranged, and owners with a live listing they sent in
 * themselves. Nothing here is typed in by hand.
 */
export type SiteFigures = { listings: number; localities: number; visitsArranged: number; owners: number };

/**
 * The live listings and their localities come from the place tallies every catalogue page already shares
 * (place-tallies.ts); only the visits and the owners are read here.
 */
export async function findSiteFigures(tallies: PlaceTally[]): Promise<SiteFigures> {
  await connectToDatabase();
  const [visitsArranged, ownerEmails, ownerAccounts] = await Promise.all([
    countArrangedVisits(),
    distinctValues(Property, "owner.email", { isActive: true, source: "public" }),
    distinctValues(Property, "account", { isActive: true, source: "public" }),
  ]);
  const emails = ownerEmails.filter((v): v is string => typeof v === "string" && v !== "").map((v) => v.toLowerCase());
  return {
    listings: statsOf(tallies).total,
    localities: localitiesOf(tallies).length,
    visitsArranged,
    // An owner counts once whether known by e-mail or by account; the larger of the two is a lower bound.
    owners: Math.max(new Set(emails).size, ownerAccounts.filter(Boolean).length),
  };
}
