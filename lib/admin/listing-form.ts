import { badRequest } from "@/lib/http/errors";
import { LISTING_FORM_BODY_LIMIT, LISTING_FORM_TOO_LARGE, MAX_IMAGES_PER_LISTING } from "@/lib/listings/options";
import { createPropertyFieldsSchema, NO_IMAGE_MESSAGE, type CreatePropertyFields } from "@/lib/validation/listing";

/** Room for a full set of full-size images plus the text fields: the same as the owner's form. */
export const MAX_LISTING_FORM_BYTES = LISTING_FORM_BODY_LIMIT;

export { LISTING_FORM_TOO_LARGE };

/** Fields that may repeat in the form; each repetition is one more entry. */
const LIST_FIELDS = new Set(["amenities", "highlights"]);
/** `title`, or one level of nesting such as `location.city`: nothing else can name a field. */
const FIELD_NAME = /^[a-zA-Z]+(\.[a-zA-Z]+)?$/;

/** Turns `location.city=...` style fields into the nested object the schema reads. */
function fieldsFromForm(form: FormData): { fields: Record<string, unknown>; files: File[] } {
  const fields: Record<string, unknown> = {};
  const files: File[] = [];
  for (const [key, value] of form) {
    if (key === "images") {
      if (typeof value === "string") throw badRequest("Images must be sent as files.");
      // A file input left empty still submits one nameless, empty part.
      if (value.size > 0 || value.name) files.push(value);
      continue;
    }
    if (!FIELD_NAME.test(key)) throw badRequest(`Unknown field: ${key}`);
    if (typeof value !== "string") throw badRequest(`${key} must be text.`);
    const [head, tail] = key.split(".");
    if (tail === undefined) {
      if (LIST_FIELDS.has(head)) fields[head] = [...((fields[head] as string[] | undefined) ?? []), value];
      else if (head in fields) throw badRequest(`${key} was given more than once.`);
      else fields[head] = value;
    } else {
      const group = (fields[head] ??= {}) as Record<string, unknown>;
      if (typeof group !== "object" || Array.isArray(group))
        throw badRequest(`${head} cannot be both a value and a group.`);
      if (tail in group) throw badRequest(`${key} was given more than once.`);
      group[tail] = value;
    }
  }
  if (files.length > MAX_IMAGES_PER_LISTING)
    throw badRequest(`You can upload at most ${MAX_IMAGES_PER_LISTING} images.`);
  return { fields, files };
}

/**
 * The multipart Add Property form (image files plus fields by dotted name, e.g. `location.city`). Every
 * field passes the shared schema before any file is stored.
 */
export function parseListingForm(form: FormData): { fields: CreatePropertyFields; files: File[] } {
  const { fields, files } = fieldsFromForm(form);
  const parsed = createPropertyFieldsSchema.parse(fields);
  if (!files.length) throw badRequest(NO_IMAGE_MESSAGE, { errors: { images: NO_IMAGE_MESSAGE } });
  return { fields: parsed, files };
}
