import { z } from "@/lib/validation/zod";
import { FURNISHING, LISTING_TYPES, POSTED_BY } from "@/lib/listings/options";
import {
  DEFAULT_SORT,
  LISTING_SORTS,
  MAX_BHK,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_TEXT,
  MIN_BHK,
  PRICE_ORDER_MESSAGE,
  pricesReversed,
} from "@/lib/validation/listing-query";
import { emptyToUndefined } from "@/lib/validation/preprocess";

/**
 * The API's query, GET /api/property/property, in the words of listing-query.ts: what a request may ask
 * and the messages a bad value gets. Kept apart so browser code that only builds queries loads no zod.
 */

const MAX_CITY_TEXT = 60;
const MAX_PRICE = 10_000_000_000;

/** "a, b or c", for messages that list the accepted values. */
const oneOf = (values: readonly (string | number)[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/** 0 or empty means "no bound". */
const priceBound = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ message: "Price must be a number" })
    .int("Price must be a whole number of rupees")
    .min(0, "Price cannot be negative")
    .max(MAX_PRICE, "Price is too large")
    .optional()
    .transform((v) => (v ? v : undefined)),
);

const wholeNumber = (name: string, min: number, max: number, range: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, range)
      .max(max, range)
      .optional(),
  );

export const getPropertiesQuerySchema = z
  .strictObject({
    type: z.preprocess(
      emptyToUndefined,
      z.enum(LISTING_TYPES, { message: `type must be ${oneOf(LISTING_TYPES)}` }).optional(),
    ),
    bhk: wholeNumber("bhk", MIN_BHK, MAX_BHK, `bhk must be between ${MIN_BHK} and ${MAX_BHK}`),
    q: z.preprocess(emptyToUndefined, z.string().trim().max(MAX_SEARCH_TEXT, "Search text is too long").optional()),
    minPrice: priceBound,
    maxPrice: priceBound,
    city: z.preprocess(emptyToUndefined, z.string().trim().max(MAX_CITY_TEXT).optional()),
    furnishing: z.preprocess(
      emptyToUndefined,
      z.enum(FURNISHING, { message: `furnishing must be ${oneOf(FURNISHING)}` }).optional(),
    ),
    postedBy: z.preprocess(
      emptyToUndefined,
      z.enum(POSTED_BY, { message: `postedBy must be ${oneOf(POSTED_BY)}` }).optional(),
    ),
    /** Words matched against the names of the places stored as near each listing ("kiit", "hospital"). */
    nearby: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(MAX_SEARCH_TEXT, "Nearby text is too long").optional(),
    ),
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(LISTING_SORTS, { message: `sort must be ${oneOf(LISTING_SORTS)}` }).default(DEFAULT_SORT),
    ),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "page must be a number" })
        .int("page must be a whole number")
        .min(1, "page must be 1 or more")
        .max(MAX_PAGE, `page must be ${MAX_PAGE} or less`)
        .optional(),
    ),
    limit: wholeNumber("limit", 1, MAX_PAGE_SIZE, `limit must be between 1 and ${MAX_PAGE_SIZE}`),
  })
  .refine((q) => !pricesReversed(q.minPrice, q.maxPrice), { message: PRICE_ORDER_MESSAGE, path: ["minPrice"] });

/** Parsed query; every part optional so server code can build one directly. */
export type PropertiesQuery = Partial<z.infer<typeof getPropertiesQuerySchema>>;
