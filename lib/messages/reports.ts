import { connectToDatabase } from "@/lib/db";
import { conflict, notFound, tooManyRequests } from "@/lib/http";
import { findPropertyById } from "@/lib/listings";
import { consumeOrRefuse, LIMITS, tooManyFromNetwork } from "@/lib/rate-limit";
import type { ReportListingInput } from "@/lib/validation/report";
import { Message } from "@/models/Message";

/**
 * How many reports one listing takes per day before further ones are refused: enough to flag, not to
 * flood. Counted from the stored reports themselves, so it is not a rate-limit rule.
 */
export const REPORTS_PER_LISTING_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores a report about a listing for the admins; one per reporter and listing per day. */
export async function reportListing(propertyId: string, input: ReportListingInput, clientIp: string): Promise<void> {
  const property = await findPropertyById(propertyId);
  if (!property) throw notFound("Property not found");
  await connectToDatabase();
  const recent = await Message.find(
    { property: property._id, timestamp: { $gte: new Date(Date.now() - DAY_MS) }, kind: "report" },
    { email: 1 },
  )
    .sort({ timestamp: -1 })
    .limit(REPORTS_PER_LISTING_PER_DAY)
    .lean();
  if (recent.some((m) => m.email === input.email)) {
    throw conflict("You have already reported this listing. Our team is reviewing it.");
  }
  if (recent.length >= REPORTS_PER_LISTING_PER_DAY) {
    throw tooManyRequests("This listing has already been reported today. Our team is reviewing it.", 3600);
  }
  await consumeOrRefuse([{ rule: LIMITS.listingReportPerIp, key: clientIp }], tooManyFromNetwork("reports"));
  await new Message({
    name: input.email.split("@")[0],
    email: input.email,
    subject: "listing-report",
    message: input.details ? `${input.reason}: ${input.details}` : input.reason,
    kind: "report",
    property: property._id,
    propertyDetails: { id: property._id, title: property.title, reason: input.reason },
  }).save();
}
