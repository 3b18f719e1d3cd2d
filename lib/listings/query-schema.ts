import { z } from "@/lib/validation/zod";
import {
  ADMIN_LISTING_QUERY_WORDS,
  AREA_ORDER_MESSAGE,
  areasReversed,
  isCalendarDate,
  LISTING_QUERY_WORDS,
  MAX_PRICE,
  PRICE_ORDER_MESSAGE,
  pricesReversed,
  type AdminListingsQuery,
  type ParsedListingQuery,
  type ParsedQueryOf,
  type QueryWord,
  type QueryWords,
} from "@/lib/listings/query-words";
import { blankToUndefined } from "@/lib/validation/preprocess";
import { DISTANCE_NEEDS_NEAR, DISTANCE_SORT, RADIUS_NEEDS_NEAR, readBounds, readNear } from "@/lib/listings/geo-words";

/**
 * The strict parsers of listing searches, derived from the tables of words in query-words.ts: what a request
 * may ask and the message a bad value gets. An unknown word or a bad value is refused (a 400 through
 * `withErrors`). Kept apart from query-words.ts so browser code that only builds links loads no zod.
 */

/** "a, b or c", for messages that list the accepted values. */
const oneOf = (values: readonly (string | number)[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/** A value given empty or blank (`?page=`) counts as not given; an alias becomes the value it names. */
const given = (word: QueryWord) => (value: unknown) => {
  const v = blankToUndefined(value);
  if (word.kind === "choice" && typeof v === "string" && word.aliases && Object.hasOwn(word.aliases, v)) {
    return word.aliases[v];
  }
  return v;
};

function wordSchema(name: string, word: QueryWord): z.ZodType {
  switch (word.kind) {
    case "choice": {
      const values = word.values as [string, ...string[]];
      const choice = z.enum(values, { message: `${name} must be ${oneOf(values)}` });
      return z.preprocess(given(word), word.default === undefined ? choice.optional() : choice.default(word.default));
    }
    case "count": {
      const range = `${name} must be between ${word.min} and ${word.max}`;
      const count = z.coerce
        .number({ message: `${name} must be a number` })
        .int(`${name} must be a whole number`)
        .min(word.min, word.tooSmall ?? range)
        .max(word.max, word.tooLarge ?? range);
      return z.preprocess(given(word), word.default === undefined ? count.optional() : count.default(word.default));
    }
    case "price":
      // 0 means "no bound".
      return z.preprocess(
        given(word),
        z.coerce
          .number({ message: "Price must be a number" })
          .int("Price must be a whole number of rupees")
          .min(0, "Price cannot be negative")
          .max(MAX_PRICE, "Price is too large")
          .optional()
          .transform((v) => v || undefined),
      );
    case "choices": {
      // Comma-separated, each value spelt as listed; read back each once, in the list's order.
      const message = `${name} must be one or more of ${oneOf(word.values)}, separated by commas`;
      const values = word.values as [string, ...string[]];
      return z.preprocess(
        (value) => {
          const v = blankToUndefined(value);
          // One comma-separated value: the word given twice is refused, as any other word is.
          if (Array.isArray(v)) return null;
          return typeof v === "string" ? v.split(",").map((part) => part.trim()) : v;
        },
        z
          .array(z.enum(values, { message }), { message })
          .optional()
          .transform((list) => (list ? values.filter((value) => list.includes(value)) : undefined)),
      );
    }
    case "date":
      return z.preprocess(
        given(word),
        z
          .string({ message: `${name} must be a date, YYYY-MM-DD` })
          .trim()
          .refine(isCalendarDate, `${name} must be a real date, YYYY-MM-DD`)
          .optional(),
      );
    case "text":
      return z.preprocess(
        given(word),
        z
          .string({ message: `${name} must be text` })
          .trim()
          .max(word.max, word.tooLong)
          .optional()
          .transform((v) => v || undefined),
      );
    case "bounds":
    case "near": {
      const read = word.kind === "bounds" ? readBounds : readNear;
      // Its canonical spelling, or its problem as the word's message.
      return z.preprocess(
        given(word),
        z
          .string({ message: `${name} must be text` })
          .transform((raw, context) => {
            const reading = read(raw);
            if (reading.problem !== undefined) context.addIssue({ code: "custom", message: reading.problem });
            return reading.value ?? z.NEVER;
          })
          .optional(),
      );
    }
  }
}

/** The strict object schema of a table: its words only, each with its own rules. */
function tableSchema<T extends QueryWords>(words: T) {
  return z.strictObject(
    Object.fromEntries(Object.entries(words).map(([name, word]) => [name, wordSchema(name, word)])),
  );
}

/** GET /api/property/property: a public listing search. */
export const listingQuerySchema = tableSchema(LISTING_QUERY_WORDS)
  .refine((q) => !pricesReversed(q.minPrice as number | undefined, q.maxPrice as number | undefined), {
    message: PRICE_ORDER_MESSAGE,
    path: ["minPrice"],
  })
  .refine((q) => !areasReversed(q.minArea as number | undefined, q.maxArea as number | undefined), {
    message: AREA_ORDER_MESSAGE,
    path: ["minArea"],
  })
  .refine((q) => q.near !== undefined || q.radius === undefined, { message: RADIUS_NEEDS_NEAR, path: ["radius"] })
  .refine((q) => q.near !== undefined || q.sort !== DISTANCE_SORT, {
    message: DISTANCE_NEEDS_NEAR,
    path: ["sort"],
  }) as unknown as z.ZodType<ParsedListingQuery, Record<string, unknown>>;

/** GET /api/admin/properties: the admin's listing table. */
export const adminListingsQuerySchema = tableSchema(ADMIN_LISTING_QUERY_WORDS) as unknown as z.ZodType<
  AdminListingsQuery,
  Record<string, unknown>
>;

/**
 * A query string read strictly into a table's query (a stored search, say): refused as the API refuses it,
 * and a word given twice is refused too.
 */
function parseQueryString<T>(schema: z.ZodType<T, Record<string, unknown>>, search: string): T {
  const params = new URLSearchParams(search);
  const input: Record<string, unknown> = {};
  for (const [key, value] of params) input[key] = key in input ? [input[key], value].flat() : value;
  return schema.parse(input);
}

/** A public search's query string ("type=rent&bhk=2"), read strictly; throws a ZodError when it is bad. */
export const parseListingQueryString = (search: string): ParsedListingQuery =>
  parseQueryString(listingQuerySchema, search);

/** An admin table search's query string, read strictly. */
export const parseAdminListingsQueryString = (search: string): ParsedQueryOf<typeof ADMIN_LISTING_QUERY_WORDS> =>
  parseQueryString(adminListingsQuerySchema, search);
