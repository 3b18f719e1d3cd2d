import { z } from "@/lib/validation/zod";
import { emailSchema } from "@/lib/validation/auth";
import { emptyToUndefined } from "@/lib/validation/preprocess";
import { CONTACT_SUBJECTS, MESSAGE_MAX_LENGTH } from "@/domain/messages/options";

export {
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_LABELS,
  MESSAGE_MAX_LENGTH,
  type ContactSubject,
} from "@/domain/messages/options";

export const PHONE_ERROR = "Enter valid 10-digit phone number";

/** Optional; when given, 10 digits (spaces and hyphens people type between groups are dropped). */
const optionalPhone = z
  .string({ message: PHONE_ERROR })
  .trim()
  .max(20, PHONE_ERROR)
  .transform((v) => v.replace(/[\s-]/g, ""))
  .refine((v) => v === "" || /^\d{10}$/.test(v), PHONE_ERROR)
  .optional()
  .default("");

/** POST /api/messages (the contact page form): the same rules run in the browser and on the server. */
export const createMessageSchema = z.strictObject({
  name: z
    .string({ message: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(100, "Full name must be at most 100 characters"),
  email: emailSchema,
  phone: optionalPhone,
  subject: z.enum(CONTACT_SUBJECTS, { message: "Please choose a subject" }),
  message: z
    .string({ message: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
});

export type CreateMessageInput = z.input<typeof createMessageSchema>;

/** GET /api/messages (admins): newest first, one page at a time. */
export const MESSAGES_PAGE_CAP = 100;

export const getMessagesQuerySchema = z.strictObject({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MESSAGES_PAGE_CAP).default(20)),
});
