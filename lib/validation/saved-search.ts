import { z } from "@/lib/validation/zod";
import { ALERT_FREQUENCIES, MAX_SAVED_QUERY, MAX_SAVED_SEARCH_NAME } from "@/domain/alerts/options";

const frequency = z.enum(ALERT_FREQUENCIES, { message: "Frequency must be instant or daily" });
const name = z
  .string({ message: "Name must be text" })
  .trim()
  .min(1, "Give the search a name")
  .max(MAX_SAVED_SEARCH_NAME, `A name is at most ${MAX_SAVED_SEARCH_NAME} characters`);

/**
 * POST /api/saved-searches: `query` is the list API's query string ("type=rent&bhk=2&q=Patia"), read by the
 * list API's own parser (an unknown word or a bad value is a 400).
 */
export const createSavedSearchSchema = z.strictObject({
  query: z.string({ message: "The search must be a query string" }).max(MAX_SAVED_QUERY, "The search is too long"),
  frequency,
  name: name.optional(),
});

/** PATCH /api/saved-searches/{id}: rename, change how often, pause or resume. */
export const updateSavedSearchSchema = z
  .strictObject({ name: name.optional(), frequency: frequency.optional(), paused: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined || v.paused !== undefined, {
    message: "Nothing to change",
  });

/** The unsubscribe link's token. */
export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ message: "The link is not valid" })
    .min(1, "The link is not valid")
    .max(300, "The link is not valid"),
});

export type CreateSavedSearchInput = z.infer<typeof createSavedSearchSchema>;
export type UpdateSavedSearchInput = z.infer<typeof updateSavedSearchSchema>;
