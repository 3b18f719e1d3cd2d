import type { listMessages } from "@/lib/messages/contact";
import type { toMessageRecord } from "@/lib/messages/serializers";
import type { contactAgentSchema } from "@/lib/validation/contact-agent";
import type { createMessageSchema, getMessagesQuerySchema } from "@/lib/validation/message";
import type { reportListingSchema } from "@/lib/validation/report";
import type { joinWaitlistSchema } from "@/lib/validation/waitlist";
import { route, seg, type JsonInput, type QueryInput } from "@/lib/contracts/route";

/** What visitors send the team (contact page, Contact Agent, listing reports, the waitlist) and the admins' inbox. */

/** A stored message as the admins read it. */
export type MessageRecord = ReturnType<typeof toMessageRecord>;

/** A visitor's message from the contact page. */
export const sendContactMessage = route<{ json: JsonInput<typeof createMessageSchema>; response: object }>(
  "POST",
  () => "/api/messages",
);

/** A visitor asks the agent about a listing. */
export const contactAgent = route<{
  json: JsonInput<typeof contactAgentSchema>;
  response: { routedTo: "owner" | "team" };
}>("POST", () => "/api/contact-agent");

/** Flags a listing for the admins. */
export const reportListing = route<{
  params: { id: string };
  json: JsonInput<typeof reportListingSchema>;
  response: object;
}>("POST", ({ id }) => `/api/property/property/${seg(id)}/report`);

/** Keeps an e-mail for the launch announcement. */
export const joinWaitlist = route<{ json: JsonInput<typeof joinWaitlistSchema>; response: object }>(
  "POST",
  () => "/api/waitlist",
);

/** Every message, newest first (admins). */
export const messageList = route<{
  query: QueryInput<typeof getMessagesQuerySchema>;
  response: Awaited<ReturnType<typeof listMessages>>;
}>("GET", () => "/api/messages");

/** Admins remove a message. */
export const deleteMessage = route<{ params: { id: string }; response: object }>(
  "DELETE",
  ({ id }) => `/api/messages/${seg(id)}`,
);
