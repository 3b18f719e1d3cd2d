import { z } from "@/lib/validation/zod";
import { BUILT_PROPERTY_TYPES, FURNISHING, PUBLIC_FORM_AMENITIES, SUBMISSION_TYPES } from "@/lib/listings/options";
import { MAX_PRICE } from "@/lib/listings/query";
import { contactEmailSchema, phoneSchema, requiredText } from "@/lib/validation/contact-agent";
import { blankToUndefined } from "@/lib/validation/preprocess";

// Client-safe: the List Your Property form validates with this schema before it posts, and
// POST /api/property/submissions parses the same fields from the multipart body.

const roomCount = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `Enter the number of ${label}` })
      .int(`Enter the number of ${label}`)
      .min(0, `Enter the number of ${label}`)
      .max(10, `At most 10 ${label}`)
      .optional(),
  );

export const submissionSchema = z.strictObject({
  title: z
    .string({ message: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(70, "Title must be at most 70 characters"),
  location: requiredText("Location is required", 200),
  locality: z.preprocess(
    blankToUndefined,
    z.string().trim().max(60, "Locality must be at most 60 characters").optional(),
  ),
  city: z.preprocess(blankToUndefined, z.string().trim().max(60).default("Bhubaneswar")),
  price: z.coerce
    .number({ message: "Enter valid price" })
    .finite("Enter valid price")
    .gt(0, "Enter valid price")
    .max(MAX_PRICE, "Enter valid price"),
  type: z.preprocess(
    blankToUndefined,
    z.enum(SUBMISSION_TYPES, { message: "Choose rent, sell or land" }).default("rent"),
  ),
  propertyType: z.preprocess(
    blankToUndefined,
    z.enum(BUILT_PROPERTY_TYPES, { message: "Choose a property type" }).default("Flats/Apartments"),
  ),
  description: z.string().trim().max(4096, "Description must be at most 4096 characters").default(""),
  bedrooms: roomCount("bedrooms"),
  bathrooms: roomCount("bathrooms"),
  area: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "Enter the area in sq.ft" })
      .finite("Enter the area in sq.ft")
      .gt(0, "Enter the area in sq.ft")
      .max(10_000_000, "Enter the area in sq.ft")
      .optional(),
  ),
  furnishing: z.preprocess(blankToUndefined, z.enum(FURNISHING).default("Unfurnished")),
  /** Rent listings only; the server drops it for sale and land. */
  securityDeposit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "Enter the deposit in rupees" })
      .int("Enter the deposit in whole rupees")
      .min(0, "Enter the deposit in rupees")
      .max(100_000_000, "Enter the deposit in rupees")
      .optional(),
  ),
  availableFrom: z.preprocess(
    blankToUndefined,
    z.iso
      .date("Enter a date such as 2026-07-01")
      .refine((day) => day >= "2000-01-01" && day <= "2100-12-31", "Enter a date such as 2026-07-01")
      .optional(),
  ),
  amenities: z
    .array(z.enum(PUBLIC_FORM_AMENITIES, { message: "Unknown amenity" }))
    .max(PUBLIC_FORM_AMENITIES.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  ownerName: requiredText("Owner name is required", 100),
  ownerPhone: phoneSchema,
  ownerEmail: contactEmailSchema("Enter a valid email address"),
});

export type SubmissionInput = z.output<typeof submissionSchema>;
