import { connectToDatabase } from "@/lib/db";
import { conflict, notFound, tooManyRequests } from "@/lib/errors";
import { formatLocation } from "@/lib/format";
import { findPropertyById } from "@/lib/properties";
import { consumeOrRefuse, minutesText, type LimitRule } from "@/lib/rate-limit";
import type { ContactAgentInput } from "@/lib/validation/contact-agent";
import type { ReportListingInput } from "@/lib/validation/report";
import { Message } from "@/models/Message";

/** How many reports one listing takes per day before further ones are refused: enough to flag, not to flood. */
export const REPORTS_PER_LISTING_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Per client address, so one visitor cannot fill the admins' inbox (no account is needed to write). */
export const AGENT_MESSAGES_PER_IP: LimitRule = { keyPrefix: "agent-message-ip", points: 20, duration: 60 * 60 };
export const REPORTS_PER_IP: LimitRule = { keyPrefix: "listing-report-ip", points: 20, duration: 60 * 60 };

const tooMany = (what: string) => (seconds: number) =>
  `Too many ${what} from your network. Please try again in ${minutesText(seconds)}.`;

/**
 * Stores a Contact Agent message for the admins, linked to the listing. The listing's facts come from the
 * database, not from the request, so the message shows what the visitor actually looked at.
 */
export async function sendAgentMessage(input: ContactAgentInput, clientIp: string): Promise<void> {
  const property = await findPropertyById(input.propertyDetails.id);
  if (!property) throw notFound("Property not found");
  await consumeOrRefuse([{ rule: AGENT_MESSAGES_PER_IP, key: clientIp }], tooMany("messages"));
  const images = [...(property.images ?? []).map((i) => i.url), ...(property.pictures ?? [])];
  await new Message({
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject || "site-visit-request",
    message: input.message,
    kind: "agent",
    property: property._id,
    propertyDetails: {
      id: property._id,
      title: property.title,
      price: property.price,
      type: property.type,
      location: formatLocation(property.location),
      area: property.superBuiltupArea?.value ?? null,
      bhk: property.bhk,
      propertyType: property.propertyType,
      description: property.description,
      images: [...new Set(images)].slice(0, 2),
    },
  }).save();
}

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
  await consumeOrRefuse([{ rule: REPORTS_PER_IP, key: clientIp }], tooMany("reports"));
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
