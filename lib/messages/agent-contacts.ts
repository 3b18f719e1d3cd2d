import type { Caller } from "@/lib/auth/caller";
import { startConversation } from "@/lib/conversations/threads";
import { formatLocation } from "@/lib/format";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { postedByOwner } from "@/domain/listings/posted-by";
import { InvalidInputError, NotFoundError } from "@/lib/errors";
import { findPropertyById } from "@/lib/listings";
import { notifyOwnerOfEnquiry } from "@/lib/owners/notify";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText, tooManyFromNetwork } from "@/lib/rate-limit";
import { PHONE_REQUIRED, type ContactAgentInput } from "@/lib/validation/contact-agent";
import { Message } from "@/models/Message";

const tooManyFromEmail = (seconds: number) =>
  `Too many messages from this e-mail address. Please try again in ${minutesText(seconds)}.`;
const tooManyAboutListing = (seconds: number) =>
  `This listing has had many messages in the last hour. Please try again in ${minutesText(seconds)}.`;

/**
 * Stores a Contact Agent message for the admins, linked to the listing, and e-mails the listing's owner
 * account when it has one (`routedTo: "owner"`); otherwise the team answers it (`"team"`). The listing's facts come from the
 * database, not from the request, so the message shows what the visitor actually looked at. How many are
 * sent is limited per client address, per sender e-mail and per listing; every accepted message is stored
 * (the owner reads them all on the listing's row), while repeats of one sender are folded into one mail.
 */
export async function sendAgentMessage(
  input: ContactAgentInput,
  caller: Caller,
  /** The page's language the enquiry came from: a signed-out enquirer's mails are written in it. */
  language: Locale = DEFAULT_LOCALE,
): Promise<{ routedTo: "owner" | "team"; conversationId: string }> {
  const clientIp = caller.ip;
  const property = await findPropertyById(input.propertyDetails.id);
  if (!property) throw new NotFoundError("Property not found");
  // The team calls back to fix a visit to its own listings; an owner answers in the conversation instead.
  if (!postedByOwner(property) && !input.phone) {
    throw new InvalidInputError(PHONE_REQUIRED, { phone: PHONE_REQUIRED });
  }
  const perIp = { rule: LIMITS.agentMessagePerIp, key: clientIp };
  const perEmail = { rule: LIMITS.agentMessagePerEmail, key: input.email.toLowerCase() };
  const perListing = { rule: LIMITS.agentMessagePerListing, key: String(property._id) };
  // Each refusal names its own reason; a refused message uses up none of the allowances.
  await assertAllowed([perIp], tooManyFromNetwork("messages"));
  await assertAllowed([perEmail], tooManyFromEmail);
  await assertAllowed([perListing], tooManyAboutListing);
  await consumeOrRefuse([perIp, perEmail, perListing], tooManyFromNetwork("messages"));
  // The enquiry is a thread between the visitor and the owner (or the team): the signed-in visitor's own,
  // or, signed out, a new thread of its own whose replies are mailed to the address given (which proves
  // nothing until the mailed link is used: it never joins anyone's thread).
  const thread = await startConversation(
    property._id,
    caller.signedIn
      ? { kind: "user", userId: caller.id, name: caller.name }
      : { kind: "guest", email: input.email, name: input.name, language },
    input.message,
  );
  const images = [...(property.images ?? []).map((i) => i.url), ...(property.pictures ?? [])];
  await new Message({
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject || "site-visit-request",
    message: input.message,
    kind: "agent",
    property: property._id,
    conversation: thread.id,
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
  // The listing's owner account (if any) hears of it by e-mail; the team reads it in the messages tab.
  const toOwner = await notifyOwnerOfEnquiry(property._id, {
    name: input.name,
    email: input.email,
    message: input.message,
    conversationId: thread.id,
    unverified: !caller.signedIn,
  });
  return { routedTo: toOwner ? "owner" : "team", conversationId: thread.id };
}
