import { badRequest, HttpError } from "@/lib/errors";
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_LISTING } from "@/lib/listing-options";
import {
  createPropertyFieldsSchema,
  createPropertySchema,
  NO_IMAGE_MESSAGE,
  type CreatePropertyFields,
  type CreatePropertyInput,
} from "@/lib/validation/listing";
import { readJson } from "@/lib/validation/request";

/** Room for a full set of full-size images plus the text fields. */
export const MAX_LISTING_FORM_BYTES = MAX_IMAGES_PER_LISTING * MAX_IMAGE_BYTES + 1024 * 1024;

const TOO_LARGE = `Upload at most ${MAX_IMAGES_PER_LISTING} images of up to 10 MB each.`;

/** Fields that may repeat in the form; each repetition is one more entry. */
const LIST_FIELDS = new Set(["amenities", "highlights"]);
/** `title`, or one level of nesting such as `location.city`: nothing else can name a field. */
const FIELD_NAME = /^[a-zA-Z]+(\.[a-zA-Z]+)?$/;

/**
 * Reads a multipart body, refusing it as soon as more than `maxBytes` have arrived (a missing or false
 * Content-Length does not get around the cap).
 */
async function readCappedFormData(request: Request, maxBytes: number): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw new HttpError(413, TOO_LARGE);
  if (!request.body) throw badRequest("Send the listing as a multipart form.");
  let received = 0;
  const capped = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(new HttpError(413, TOO_LARGE));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(capped, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    if (received > maxBytes) throw new HttpError(413, TOO_LARGE);
    throw badRequest("Send the listing as a multipart form.");
  }
}

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

export type ListingForm =
  { kind: "json"; input: CreatePropertyInput } | { kind: "multipart"; fields: CreatePropertyFields; files: File[] };

/**
 * The body of POST /property/property: JSON with stored `images: [{ url, isPrimary }]`, or the multipart
 * form with image files. Every field passes the shared schema before any file is stored.
 */
export async function readListingForm(request: Request): Promise<ListingForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    return { kind: "json", input: createPropertySchema.parse(await readJson(request)) };
  }
  const { fields, files } = fieldsFromForm(await readCappedFormData(request, MAX_LISTING_FORM_BYTES));
  const parsed = createPropertyFieldsSchema.parse(fields);
  if (!files.length) throw badRequest(NO_IMAGE_MESSAGE, { errors: { images: NO_IMAGE_MESSAGE } });
  return { kind: "multipart", fields: parsed, files };
}
