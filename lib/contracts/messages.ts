import type { listMessages } from "@/lib/messages/contact";
import type { toMessageRecord } from "@/lib/messages/serializers";
import { route, schema } from "@/lib/contracts/route";

/** What visitors send the team (contact page, Contact Agent, listing reports, the waitlist) and the admins' inbox. */

const message = () => import("@/lib/validation/message");
const contactAgentForm = () => import("@/lib/validation/contact-agent");
const report = () => import("@/lib/validation/report");
const waitlist = () => import("@/lib/validation/waitlist");

/** A stored message as the admins read it. */
export type MessageRecord = ReturnType<typeof toMessageRecord>;

/** A visitor's message from the contact page; no account needed. */
export const sendContactMessage = route("POST", "/api/messages", {
  json: schema(message, "createMessageSchema"),
}).answers();

/**
 * A visitor asks the agent about a listing; stored for the admins, and sent to the listing's owner when an
 * owner account posted it (`routedTo`).
 */
export const contactAgent = route("POST", "/api/contact-agent", {
  json: schema(contactAgentForm, "contactAgentSchema"),
}).answers<{ routedTo: "owner" | "team" }>();

/** Flags a listing for the admins (stored as a message). */
export const reportListing = route("POST", "/api/property/property/[id]/report", {
  json: schema(report, "reportListingSchema"),
}).answers();

/** Keeps an e-mail for the launch announcement; joining twice changes nothing. */
export const joinWaitlist = route("POST", "/api/waitlist", { json: schema(waitlist, "joinWaitlistSchema") }).answers();

/** Every message (contact page, agent forms, reports), newest first, for admins. */
export const messageList = route("GET", "/api/messages", {
  query: schema(message, "getMessagesQuerySchema"),
}).answers<Awaited<ReturnType<typeof listMessages>>>();

/** Admins remove a message; the audit log records it. */
export const deleteMessage = route("DELETE", "/api/messages/[id]").answers();
