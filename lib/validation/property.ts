import { z } from "zod";
import { LISTING_TYPES } from "@/lib/listings/options";

export const SORTS = ["featured", "price_asc", "price_desc", "newest"] as const;
export type PropertySort = (typeof SORTS)[number];

export const MAX_PAGE_SIZE = 60;
/** Clients of the old API fetch every listing without paging; they get at most this many. */
export const UNPAGED_CAP = 500;

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** 0 or empty means "no bound" (SPEC §5). */
const priceBound = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ message: "Price must be a number" })
    .int("Price must be a whole number of rupees")
    .min(0, "Price cannot be negative")
    .max(10_000_000_000, "Price is too large")
    .optional()
    .transform((v) => (v ? v : undefined)),
);

export const getPropertiesQuerySchema = z
  .strictObject({
    type: z.preprocess(
      emptyToUndefined,
      z.enum(LISTING_TYPES, { message: "type must be rent, sale or land" }).optional(),
    ),
    bhk: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "bhk must be a number" })
        .int("bhk must be a whole number")
        .min(1, "bhk must be between 1 and 10")
        .max(10, "bhk must be between 1 and 10")
        .optional(),
    ),
    q: z.preprocess(emptyToUndefined, z.string().trim().max(100, "Search text is too long").optional()),
    minPrice: priceBound,
    maxPrice: priceBound,
    city: z.preprocess(emptyToUndefined, z.string().trim().max(60).optional()),
    /** Words matched against the names of the places stored as near each listing ("kiit", "hospital"). */
    nearby: z.preprocess(emptyToUndefined, z.string().trim().max(100, "Nearby text is too long").optional()),
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(SORTS, { message: "sort must be featured, price_asc, price_desc or newest" }).default("featured"),
    ),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "page must be a number" })
        .int("page must be a whole number")
        .min(1, "page must be 1 or more")
        .max(10_000, "page must be 10000 or less")
        .optional(),
    ),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "limit must be a number" })
        .int("limit must be a whole number")
        .min(1, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
        .optional(),
    ),
  })
  .refine((q) => !q.minPrice || !q.maxPrice || q.minPrice <= q.maxPrice, {
    message: "Minimum price cannot be above maximum price",
    path: ["minPrice"],
  });

/** Parsed query; every part optional so server code can build one directly. */
export type PropertiesQuery = Partial<z.infer<typeof getPropertiesQuerySchema>>;
