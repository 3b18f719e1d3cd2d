import { ZodError, type ZodType } from "zod";
import { InvalidInputError } from "@/lib/errors";
import { LISTING_FORM_BODY_LIMIT, LISTING_FORM_TOO_LARGE, MAX_IMAGES_PER_LISTING } from "@/domain/listings/options";
import {
  createPropertyFieldsSchema,
  NO_IMAGE_MESSAGE,
  submissionSchema,
  updatePropertyFieldsSchema,
  type CreatePropertyFields,
  type SubmissionInput,
  type UpdatePropertyFields,
} from "@/lib/validation/listing";

// The one reader of a listing sent as a multipart form: the admin's Add Property form, and the owner's
// List Your Property form. Fields carry the model's names, nested ones dotted (`location.city`); the image
// files come under "images". Every field then passes the form's zod schema before any file is stored.

/** Room for a full set of full-size images plus the text fields, whichever form sends them. */
export const MAX_LISTING_FORM_BYTES = LISTING_FORM_BODY_LIMIT;
export { LISTING_FORM_TOO_LARGE };
export const LISTING_FORM_NOT_MULTIPART = "Send the listing as a multipart form.";

/**
 * The first names of the public submission API's fields, each with the model's name it stands for. Older
 * clients of POST /api/property/submissions send these; the site's own forms send the model's names. Either
 * is accepted, not both for one field.
 */
export const SUBMISSION_FIELD_ALIASES = {
  bedrooms: "bhk",
  location: "location.address",
  locality: "location.locality",
  city: "location.city",
  area: "superBuiltupArea.value",
  ownerName: "owner.name",
  ownerPhone: "owner.phone",
  ownerEmail: "owner.email",
} as const satisfies Record<string, string>;

/** Values the SPEC spells differently: its listing type "sell" is the model's "sale". */
const SUBMISSION_VALUE_ALIASES: Record<string, Record<string, string>> = { type: { sell: "sale" } };

/** Fields that may repeat in the form; each repetition is one more entry. */
const LIST_FIELDS: ReadonlySet<string> = new Set(["amenities", "highlights"]);
/** The Edit dialog also names the stored photos it keeps, in their new order. */
const EDIT_LIST_FIELDS: ReadonlySet<string> = new Set([...LIST_FIELDS, "photos"]);
/** `title`, or one level of nesting such as `location.city`: nothing else can name a field. */
const FIELD_NAME = /^[a-zA-Z]+(\.[a-zA-Z]+)?$/;

type Aliases = Readonly<Record<string, string>>;

type ReadForm = {
  fields: Record<string, unknown>;
  files: File[];
  /** The model's name of each field the client sent under another name, and that name. */
  sentAs: Map<string, string>;
};

/** Turns the multipart fields into the nested object the schemas read, renaming aliases on the way. */
function readListingForm(
  form: FormData,
  aliases: Aliases = {},
  valueAliases = {} as typeof SUBMISSION_VALUE_ALIASES,
  lists = LIST_FIELDS,
) {
  const read: ReadForm = { fields: {}, files: [], sentAs: new Map() };
  const givenAs = new Map<string, string>();
  for (const [sent, value] of form) {
    if (sent === "images") {
      if (typeof value === "string") throw new InvalidInputError("Images must be sent as files.");
      // A file input left empty still submits one nameless, empty part.
      if (value.size > 0 || value.name) read.files.push(value);
      continue;
    }
    if (!FIELD_NAME.test(sent)) throw new InvalidInputError(`Unknown field: ${sent}`);
    if (typeof value !== "string") throw new InvalidInputError(`${sent} must be text.`);
    const key = Object.hasOwn(aliases, sent) ? aliases[sent] : sent;
    const earlier = givenAs.get(key);
    if (earlier !== undefined && earlier !== sent) {
      throw new InvalidInputError(`${earlier} and ${sent} name the same field: send one of them.`);
    }
    givenAs.set(key, sent);
    if (key !== sent) read.sentAs.set(key, sent);
    const renamed = Object.hasOwn(valueAliases, key) ? valueAliases[key] : {};
    const text = Object.hasOwn(renamed, value) ? renamed[value] : value;
    const [head, tail] = key.split(".");
    if (tail === undefined) {
      if (lists.has(head)) read.fields[head] = [...((read.fields[head] as string[] | undefined) ?? []), text];
      else if (Object.hasOwn(read.fields, head)) throw new InvalidInputError(`${sent} was given more than once.`);
      else read.fields[head] = text;
    } else {
      if (!Object.hasOwn(read.fields, head)) read.fields[head] = {};
      const group = read.fields[head] as Record<string, unknown>;
      if (typeof group !== "object" || Array.isArray(group))
        throw new InvalidInputError(`${head} cannot be both a value and a group.`);
      if (Object.hasOwn(group, tail)) throw new InvalidInputError(`${sent} was given more than once.`);
      group[tail] = text;
    }
  }
  if (read.files.length > MAX_IMAGES_PER_LISTING)
    throw new InvalidInputError(`You can upload at most ${MAX_IMAGES_PER_LISTING} images.`);
  return read;
}

/**
 * Parses the fields with the form's schema. A client that used any alias gets its field errors under the
 * alias names, the names it knows.
 */
function parseFields<T>(schema: ZodType<T>, { fields, sentAs }: ReadForm, aliases: Aliases): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  if (!sentAs.size) throw parsed.error;
  const aliasOf = new Map(Object.entries(aliases).map(([alias, name]) => [name, alias]));
  throw new ZodError(
    parsed.error.issues.map((issue) => {
      const alias = aliasOf.get(issue.path.join("."));
      return alias ? { ...issue, path: [alias] } : issue;
    }),
  );
}

/** The admin's Add Property form: the listing's fields by the model's names, and at least one image. */
export function parseListingForm(form: FormData): { fields: CreatePropertyFields; files: File[] } {
  const read = readListingForm(form);
  const fields = parseFields(createPropertyFieldsSchema, read, {});
  if (!read.files.length) throw new InvalidInputError(NO_IMAGE_MESSAGE, { images: NO_IMAGE_MESSAGE });
  return { fields, files: read.files };
}

/**
 * The owner's List Your Property form: the model's names, or the older ones (`bedrooms`, `sell`, `location`
 * as the address, `ownerName` ...) through `SUBMISSION_FIELD_ALIASES`. A bracketed or unknown key (e.g.
 * `title[$gt]`) is a 400 like any other bad input. Photos are optional.
 */
export function parseSubmissionForm(form: FormData): { input: SubmissionInput; files: File[] } {
  const read = readListingForm(form, SUBMISSION_FIELD_ALIASES, SUBMISSION_VALUE_ALIASES);
  return { input: parseFields(submissionSchema, read, SUBMISSION_FIELD_ALIASES), files: read.files };
}

/**
 * The admin's Edit dialog with photo files: the changed fields by the model's names, `photos` repeated for
 * each stored photo kept (in the new order, the first the cover; left out, all are kept as they are; one blank
 * one, none is kept) and the
 * new files under "images", which go after them.
 */
export function parseListingEditForm(form: FormData): {
  fields: UpdatePropertyFields;
  keep: string[] | null;
  files: File[];
} {
  const read = readListingForm(form, {}, {}, EDIT_LIST_FIELDS);
  const { photos, ...rest } = read.fields;
  // A list sent as one blank entry was emptied (every amenity unticked); left out, it is unchanged.
  for (const name of LIST_FIELDS) {
    if (Array.isArray(rest[name])) rest[name] = (rest[name] as string[]).filter((item) => item !== "");
  }
  const fields = parseFields(updatePropertyFieldsSchema, { ...read, fields: rest }, {});
  // One blank `photos` says that no stored photo is kept.
  const keep = photos === undefined ? null : (photos as string[]).filter((url) => url !== "");
  return { fields, keep, files: read.files };
}
