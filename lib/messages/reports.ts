import { connectToDatabase } from "@/lib/db";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { findPropertyById } from "@/lib/listings";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText, tooManyFromNetwork } from "@/lib/rate-limit";
import type { ReportListingInput } from "@/lib/validation/report";
import { Message } from "@/models/Message";

export const ALREADY_REPORTED = "You have already reported this listing. Our team is reviewing it.";

const tooManyFromEmail = (seconds: number) =>
  `Too many reports from this e-mail address. Please try again in ${minutesText(seconds)}.`;

/**
 * Stores a report about a listing for the admins: one per reporter e-mail and listing a UTC day, made sure
 * of by the unique report key (parallel duplicates get the same 409 as later ones). How many reports a
 * reporter sends is limited per client address and per e-mail; a listing takes any number of reporters.
 */
export async function reportListing(propertyId: string, input: ReportListingInput, clientIp: string): Promise<void> {
  const property = await findPropertyById(propertyId);
  if (!property) throw new NotFoundError("Property not found");
  await connectToDatabase();
  const email = input.email.toLowerCase();
  const reportKey = `${property._id}|${email}|${new Date().toISOString().slice(0, 10)}`;
  // A repeat answers 409 without using up the reporter's allowance; racing repeats meet the index below.
  if (await Message.exists({ reportKey })) throw new ConflictError(ALREADY_REPORTED);
  const perIp = { rule: LIMITS.listingReportPerIp, key: clientIp };
  const perEmail = { rule: LIMITS.listingReportPerEmail, key: email };
  // Each refusal names its own reason; neither allowance is used by a refused report.
  await assertAllowed([perIp], tooManyFromNetwork("reports"));
  await assertAllowed([perEmail], tooManyFromEmail);
  await consumeOrRefuse([perIp, perEmail], tooManyFromNetwork("reports"));
  await Message.init();
  try {
    await new Message({
      name: email.split("@")[0],
      email,
      subject: "listing-report",
      message: input.details ? `${input.reason}: ${input.details}` : input.reason,
      kind: "report",
      property: property._id,
      propertyDetails: { id: property._id, title: property.title, reason: input.reason },
      reportKey,
    }).save();
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new ConflictError(ALREADY_REPORTED);
    throw error;
  }
}
