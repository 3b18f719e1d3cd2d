import { connectToDatabase } from "@/lib/db";
import { countMatching, distinctValues } from "@/lib/db/embedded-engine-gaps";
import { countArrangedVisits } from "@/lib/visits/requests";
import { Property } from "@/models/Property";

/**
 * The figures the About page states about the site, each counted from the database: listings live now,
 * localities with a live listing, visits the team has arranged, and owners with a live listing they sent in
 * themselves. Nothing here is typed in by hand.
 */
export type SiteFigures = { listings: number; localities: number; visitsArranged: number; owners: number };

export async function findSiteFigures(): Promise<SiteFigures> {
  await connectToDatabase();
  const [listings, localities, visitsArranged, ownerEmails, ownerAccounts] = await Promise.all([
    countMatching(Property, { isActive: true }),
    distinctValues(Property, "location.locality", { isActive: true }),
    countArrangedVisits(),
    distinctValues(Property, "owner.email", { isActive: true, source: "public" }),
    distinctValues(Property, "account", { isActive: true, source: "public" }),
  ]);
  const names = new Set(
    localities.filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim()),
  );
  const emails = ownerEmails.filter((v): v is string => typeof v === "string" && v !== "").map((v) => v.toLowerCase());
  return {
    listings,
    localities: names.size,
    visitsArranged,
    // An owner counts once whether known by e-mail or by account; the larger of the two is a lower bound.
    owners: Math.max(new Set(emails).size, ownerAccounts.filter(Boolean).length),
  };
}
