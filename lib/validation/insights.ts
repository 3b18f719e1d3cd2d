import { z } from "@/lib/validation/zod";
import { LISTING_TYPES } from "@/domain/listings/options";

/**
 * GET /api/insights/prices: the place as the place pages' paths spell it (lower case, hyphens), the kind,
 * and for homes maybe the BHK. Every word outside this vocabulary is refused, naming the word.
 */

const MIN_BHK = 1;
const MAX_BHK = 10;
/** A place slug: what placeSlug makes (letters of any script, digits, single hyphens), 120 at most. */
const SLUG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

const slug = (word: string) =>
  z
    .string({ message: `${word} must be a place name as its page's address spells it (e.g. bhubaneswar)` })
    .max(120, `${word} is too long`)
    .regex(SLUG, `${word} must be a place name as its page's address spells it (e.g. bhubaneswar)`);

export const priceInsightQuerySchema = z
  .strictObject(
    {
      city: slug("city"),
      locality: slug("locality").optional(),
      type: z.enum(LISTING_TYPES, { message: `type must be ${LISTING_TYPES.join(", ")}` }),
      bhk: z
        .string({ message: "bhk must be a whole number" })
        .regex(/^\d{1,2}$/, `bhk must be a whole number from ${MIN_BHK} to ${MAX_BHK}`)
        .transform(Number)
        .refine((n) => n >= MIN_BHK && n <= MAX_BHK, `bhk must be a whole number from ${MIN_BHK} to ${MAX_BHK}`)
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown word: ${issue.keys.join(", ")} (the words are city, locality, type and bhk)`
          : undefined,
    },
  )
  .refine((q) => q.type !== "land" || q.bhk === undefined, {
    message: "bhk applies to homes, not to land",
    path: ["bhk"],
  });

export type PriceInsightQuery = z.output<typeof priceInsightQuerySchema>;

/** GET /api/insights/prices/csv: one city's open data. */
export const cityCsvQuerySchema = z.strictObject(
  { city: slug("city") },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown word: ${issue.keys.join(", ")} (the word is city)` : undefined,
  },
);
