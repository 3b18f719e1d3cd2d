import { z } from "@/lib/validation/zod";
import type { PropertyJson } from "@/lib/listings/types";
import { messageTextSchema } from "@/lib/validation/conversation";
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

/** Optional in what the list API sends: absent, or null where the stored listing holds null. */
const sentText = (max: number) => z.string().trim().max(max).nullish();
const sentNumber = z.number().finite().min(0).nullish();

/**
 * The parts of a listing the old client copies into propertyDetails straight from the list API's answer
 * (`toPublicListing`), so they accept every key that answer has in them, and nothing else.
 */
const listingLocationSchema = z.strictObject({
  address: sentText(200),
  locality: sentText(100),
  city: sentText(100),
  state: sentText(100),
  country: sentText(100),
  zipCode: sentText(20),
  geo: z
    .strictObject({
      lat: z.number().finite().min(-90).max(90),
      lng: z.number().finite().min(-180).max(180),
      approximate: z.boolean().nullish(),
    })
    .nullish(),
  areaOnly: z.boolean().nullish(),
});
const listingAreaSchema = z.strictObject({ value: sentNumber, unit: sentText(10) });
const listingImageSchema = z.strictObject({ url: z.string().trim().max(2048), isPrimary: z.boolean().nullish() });

/**
 * Compile-time guard: a key the list API sends in a location or an area that the schemas above would refuse
 * (a new field of a listing's location, say) fails the type check instead of answering 400 to the old client.
 */
type Unaccepted<Sent, Schema extends z.ZodType> = Exclude<keyof NonNullable<Sent>, keyof z.input<Schema>>;
type NoneUnaccepted<Missing extends never> = Missing;
export type ListApiPartsAccepted = [
  NoneUnaccepted<Unaccepted<PropertyJson["location"], typeof listingLocationSchema>>,
  NoneUnaccepted<Unaccepted<PropertyJson["superBuiltupArea"], typeof listingAreaSchema>>,
];

/**
 * The listing's propertyDetails as the old client sent it: id, title, price, type, location, area, bhk,
 * propertyType, description and the first two images, each as the list API gave them. Only `id` is
 * trusted: the stored message takes the listing's facts from the database, but the other fields are still
 * type-checked and unknown keys refused, so nothing odd is accepted.
 */
const propertyDetailsSchema = z.strictObject(
  {
    id: objectIdSchema("Property not found"),
    title: optionalText(200),
    price: z.number().finite().min(0).optional(),
    type: optionalText(20),
    location: z.union([z.string().trim().max(300), listingLocationSchema]).optional(),
    area: z.union([z.number().finite().min(0), z.string().trim().max(50), listingAreaSchema]).optional(),
    bhk: z.number().int().min(0).max(10).optional(),
    propertyType: optionalText(60),
    description: optionalText(4096),
    images: z
      .array(z.union([z.string().trim().max(2048), listingImageSchema]))
      .max(2, "Send at most two images")
      .optional(),
  },
  { error: (issue) => (issue.code === "invalid_type" ? "Property details are required" : undefined) },
);

/**
 * POST /api/contact-agent: name, e-mail and message are required, and the phone for the team's listings
 * (the team calls back to fix a visit; lib/messages/agent-contacts.ts checks it): the owner of a listing
 * answers in a conversation and never sees a number. propertyDetails names the listing.
 */
export const contactAgentSchema = z.strictObject({
  name: requiredText("Name is required", 100),
  phone: phoneSchema.optional(),
  email: contactEmailSchema(),
  // Stored as the first message of a thread: the same plain-text rules as any message.
  message: requiredText("Message is required", 2000).pipe(messageTextSchema()),
  subject: z.string().trim().max(200).optional(),
  propertyDetails: propertyDetailsSchema,
});

/** The fields a visitor types on a team listing; the form checks these before sending. */
export const contactAgentFormSchema = contactAgentSchema
  .pick({ name: true, email: true, message: true })
  .extend({ phone: phoneSchema });

/** The same on a listing posted by its owner, who never sees a number: no phone to ask for. */
export const ownerEnquiryFormSchema = contactAgentSchema.pick({ name: true, email: true, message: true });

export const PHONE_REQUIRED = PHONE_MESSAGE;

export type ContactAgentPayload = z.input<typeof contactAgentSchema>;
export type ContactAgentInput = z.output<typeof contactAgentSchema>;
