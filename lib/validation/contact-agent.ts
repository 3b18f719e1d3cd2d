import { z } from "@/lib/validation/zod";
import { objectIdSchema } from "@/lib/validation/object-id";

// Client-safe: the Contact Agent form validates with these schemas in the browser before it posts.

const PHONE_MESSAGE = "Enter valid 10-digit phone number";

/** Indian mobile numbers as people type them: spaces and dashes are dropped, then exactly 10 digits. */
export const phoneSchema = z
  .string({ message: PHONE_MESSAGE })
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{10}$/, PHONE_MESSAGE));

export const contactEmailSchema = (message = "Enter a valid email address") =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(254, message)
    .pipe(z.email(message))
    .transform((v) => v.toLowerCase());

export const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * The listing's propertyDetails as the old client sent it. Only `id` is trusted: the stored message takes the
 * listing's facts from the database, but the other fields are still type-checked so nothing odd is accepted.
 */
const propertyDetailsSchema = z.strictObject(
  {
    id: objectIdSchema("Property not found"),
    title: optionalText(200),
    price: z.number().finite().min(0).optional(),
    type: optionalText(20),
    location: z
      .union([
        z.string().trim().max(300),
        z.strictObject({
          address: optionalText(200),
          city: optionalText(100),
          state: optionalText(100),
          country: optionalText(100),
          zipCode: optionalText(20),
        }),
      ])
      .optional(),
    area: z
      .union([
        z.number().finite().min(0),
        z.string().trim().max(50),
        z.strictObject({ value: z.number().finite().min(0).optional(), unit: optionalText(10) }),
      ])
      .optional(),
    bhk: z.number().int().min(0).max(10).optional(),
    propertyType: optionalText(60),
    description: optionalText(4096),
    images: z
      .array(
        z.union([
          z.string().trim().max(2048),
          z.strictObject({ url: z.string().trim().max(2048), isPrimary: z.boolean().optional() }),
        ]),
      )
      .max(2, "Send at most two images")
      .optional(),
  },
  { error: (issue) => (issue.code === "invalid_type" ? "Property details are required" : undefined) },
);

/** POST /api/contact-agent: name, phone, e-mail and message are all required; propertyDetails names the listing. */
export const contactAgentSchema = z.strictObject({
  name: requiredText("Name is required", 100),
  phone: phoneSchema,
  email: contactEmailSchema(),
  message: requiredText("Message is required", 2000),
  subject: z.string().trim().max(200).optional(),
  propertyDetails: propertyDetailsSchema,
});

/** The fields a visitor types; the form checks these before sending. */
export const contactAgentFormSchema = contactAgentSchema.pick({ name: true, phone: true, email: true, message: true });

export type ContactAgentPayload = z.input<typeof contactAgentSchema>;
export type ContactAgentInput = z.output<typeof contactAgentSchema>;
