import {
  listingPost,
  type ListingFormMode,
  type ListingPost,
  type ListingValues,
} from "@/components/listing-form/form-values";
import {
  createPropertyFieldsSchema,
  LOCALITY_REQUIRED,
  NO_IMAGE_MESSAGE,
  submissionSchema,
  updatePropertySchema,
} from "@/lib/validation/listing";
import { z } from "@/lib/validation/zod";

// The listing form's check, loaded on first submit (the validation library stays out of the page's first
// load): what the form would send goes through the server's own schema of that post, so each message is the
// server's, on the field the server names. A few rules the form keeps besides: the admin's listings have
// images and a city, and the Edit dialog may not empty a locality the listing has.

/** The server's schema of each form's post: POST /api/property/property, its PUT, POST /api/property/submissions. */
const SERVER_SCHEMAS = {
  add: createPropertyFieldsSchema,
  edit: updatePropertySchema,
  submit: submissionSchema,
} as const;

type Problem = { path: PropertyKey[]; message: string };

function formRules(mode: ListingFormMode, values: ListingValues, initial: ListingValues): Problem[] {
  const problems: Problem[] = [];
  if (mode !== "submit" && values.photos.length + values.images.length === 0)
    problems.push({ path: ["images"], message: NO_IMAGE_MESSAGE });
  // Every listing names its locality (and the admin's its city), so it appears on their pages. The Edit
  // dialog may not empty it; an older listing stored without one stays editable (the migration report finds
  // those).
  const localityKept = mode !== "edit" || initial.location.locality.trim() !== "";
  if (localityKept && !values.location.locality.trim())
    problems.push({ path: ["location", "locality"], message: LOCALITY_REQUIRED });
  if (mode === "add" && !values.location.city.trim())
    problems.push({ path: ["location", "city"], message: "Enter the city" });
  return problems;
}

/** A valid form: what it sends, and the post as the server's schema reads it (the Edit dialog's JSON). */
export type CheckedListing = ListingPost & { parsed: unknown };

/** The form's schema: its values in, the post out, or the server schema's messages by field. */
export function listingFormSchema(mode: ListingFormMode, initial: ListingValues) {
  return z.custom<ListingValues>().transform((values, context): CheckedListing => {
    const post = listingPost(mode, values, initial);
    const parsed = SERVER_SCHEMAS[mode].safeParse(post.body);
    const problems = [...(parsed.success ? [] : parsed.error.issues), ...formRules(mode, values, initial)];
    // A problem of the whole post (none the form can make) shows as the form's alert.
    for (const { path, message } of problems)
      context.addIssue({ code: "custom", path: path.length ? path : ["root", "server"], message });
    return problems.length ? z.NEVER : { ...post, parsed: parsed.data };
  });
}

export type ListingFormSchema = ReturnType<typeof listingFormSchema>;
