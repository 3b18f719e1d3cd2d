import { freshnessCounts } from "@/lib/freshness/cycle";
import { ensureListingBackfill } from "@/lib/listings/admin";
import { connectToDatabase } from "@/lib/db";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { Message } from "@/models/Message";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { Visit } from "@/models/Visit";

export type MonthCount = { month: string; count: number };

/**
 * The dashboard's figures, counted by the database. Listings per month group by the stored "YYYY-MM" key
 * with `$sum` only (date operators inside `$group` are not portable across the servers this runs on).
 * `visits` counts every house-visit request, whatever its status. `freshness`: live listings due a reminder,
 * reminded and waiting for the answer, and expired unanswered (lib/freshness).
 */
export async function adminStats() {
  await connectToDatabase();
  await ensureListingBackfill();
  const [users, properties, messages, visits, months, freshness] = await Promise.all([
    countMatching(User, {}),
    countMatching(Property, {}),
    countMatching(Message, {}),
    countMatching(Visit, {}),
    Property.aggregate<{ _id: string | null; count: number }>([
      { $group: { _id: "$createdMonth", count: { $sum: 1 } } },
    ]),
    freshnessCounts(),
  ]);
  const propertiesPerMonth: MonthCount[] = months
    .filter((m): m is { _id: string; count: number } => typeof m._id === "string")
    .map((m) => ({ month: m._id, count: m.count }))
    .sort((a, b) => a.month.localeCompare(b.month));
  return { users, properties, messages, visits, propertiesPerMonth, freshness };
}
