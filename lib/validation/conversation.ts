import { z } from "@/lib/validation/zod";
import { INBOX_PAGE_SIZE, MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from "@/domain/conversations/options";
import { objectIdSchema } from "@/lib/validation/object-id";

// Browser-safe: the composer and the API check a message with the same rules.

/** Control characters other than tab and line breaks: invisible, and able to mislead a reader. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Something a browser would read as an HTML tag or comment. */
const HTML_TAG = /<\s*[a-z!/?][^>]*>/i;

export const NOT_PLAIN_TEXT = "Messages are plain text: please remove the HTML.";
export const CONTROL_CHARACTERS_FOUND = "The message contains characters that cannot be shown. Please retype it.";

/** One message's text: trimmed, not empty, capped, plain text without control characters. */
export const messageTextSchema = (field = "Message") =>
  z
    .string({ message: `${field} must be text` })
    .max(MESSAGE_MAX_LENGTH * 2, `Please keep your message under ${MESSAGE_MAX_LENGTH} characters`)
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .refine((text) => text.length > 0, "Please write a message")
    .refine(
      (text) => text.length <= MESSAGE_MAX_LENGTH,
      `Please keep your message under ${MESSAGE_MAX_LENGTH} characters`,
    )
    .refine((text) => !CONTROL_CHARACTERS.test(text), CONTROL_CHARACTERS_FOUND)
    .refine((text) => !HTML_TAG.test(text), NOT_PLAIN_TEXT);

/** POST /api/conversations: an enquiry about a listing, which starts the thread or continues it. */
export const startConversationSchema = z.strictObject({
  propertyId: objectIdSchema("Property not found"),
  message: messageTextSchema(),
});

/** POST /api/conversations/{id}/messages. */
export const sendMessageSchema = z.strictObject({ text: messageTextSchema() });

/** Why a side reports a thread, in a few words the admins read. */
const reportReason = z
  .string({ message: "Tell us what is wrong" })
  .trim()
  .min(3, "Tell us what is wrong")
  .max(REPORT_REASON_MAX_LENGTH, `Please keep this under ${REPORT_REASON_MAX_LENGTH} characters`)
  .refine((text) => !CONTROL_CHARACTERS.test(text), CONTROL_CHARACTERS_FOUND);

/** POST /api/conversations/{id}/report. */
export const reportConversationSchema = z.strictObject({ reason: reportReason });

/** GET /api/conversations: one page of the caller's threads. */
export const inboxQuerySchema = z.strictObject({
  page: z.coerce.number({ message: "Invalid page" }).int().min(1).max(1000).default(1),
  limit: z.coerce.number({ message: "Invalid limit" }).int().min(1).max(50).default(INBOX_PAGE_SIZE),
});

/** The signed link a guest enquirer got by e-mail. */
const guestToken = z.string({ message: "This conversation link is not valid." }).min(1).max(300);

/** GET /api/conversations/guest?token=. */
export const guestThreadQuerySchema = z.strictObject({ token: guestToken });

/** POST /api/conversations/guest: a guest answers from the link. */
export const guestReplySchema = z.strictObject({ token: guestToken, text: messageTextSchema() });

/** POST /api/conversations/guest/report: the guest reports their thread, authorised by the link. */
export const guestReportSchema = z.strictObject({ token: guestToken, reason: reportReason });

/** POST /api/conversations/guest/block: the guest blocks the other side, authorised by the link. */
export const guestBlockSchema = z.strictObject({ token: guestToken });

/** GET /api/admin/conversations: the team's inbox or the reported threads. */
export const adminInboxQuerySchema = inboxQuerySchema.extend({
  queue: z.enum(["team", "reported"], { message: "Unknown queue" }).default("team"),
});

export type StartConversationInput = z.output<typeof startConversationSchema>;

/** GET /api/conversations/stream: a guest's stream names their thread by its link's token. */
export const streamQuerySchema = z.strictObject({ token: guestToken.optional() });
