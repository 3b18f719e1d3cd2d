import type { ImageOutcome } from "@/lib/listings/writes";
import type { findLocalities, findProperties, findPropertyById, findSimilarProperties } from "@/lib/listings/reads";
import type { createSubmission } from "@/lib/listings/submissions";
import type { deleteListingSchema } from "@/lib/validation/admin";
import type { createPropertySchema, updatePropertySchema } from "@/lib/validation/listing";
import type { listingQuerySchema } from "@/lib/listings/query-schema";
import type { AdminListing } from "@/lib/contracts/admin";
import { route, seg, type JsonInput, type QueryInput } from "@/lib/contracts/route";

/** Listings: searching and reading them, the public submission form, views, reports, and admins' edits. */

type Id = { id: string };

/** A listing as the API answers it. */
export type Listing = NonNullable<Awaited<ReturnType<typeof findPropertyById>>>;

/** What happened to each image of an upload. */
export type UploadedImage = ImageOutcome;

/** Listings filtered, sorted and optionally paged, with the total match count (admins see inactive ones too). */
export const listingSearch = route<{
  query: QueryInput<typeof listingQuerySchema>;
  response: Awaited<ReturnType<typeof findProperties>>;
}>("GET", () => "/api/property/property");

/** One active listing. */
export const listingById = route<{ params: Id; response: { property: Listing } }>(
  "GET",
  ({ id }) => `/api/property/property/${seg(id)}`,
);

/** Up to 8 active listings like this one: same type, BHK within one, price within ±30%, its locality first. */
export const similarListings = route<{
  params: Id;
  response: { similarProperties: NonNullable<Awaited<ReturnType<typeof findSimilarProperties>>> };
}>("GET", ({ id }) => `/api/property/similar/${seg(id)}`);

/** The localities that have active listings, A to Z. */
export const localities = route<{ response: { localities: Awaited<ReturnType<typeof findLocalities>> } }>(
  "GET",
  () => "/api/property/localities",
);

/** Counts one view of a listing (once per visitor and day). */
export const countListingView = route<{ params: Id; response: object }>(
  "POST",
  ({ id }) => `/api/property/property/${seg(id)}/view`,
);

/**
 * The public List Your Property form, as multipart (fields and "images" files); the listing waits for an
 * admin. A refused upload answers 400 with the same `images` outcomes.
 */
export const submitListing = route<{
  body: FormData;
  response: Awaited<ReturnType<typeof createSubmission>>;
}>("POST", () => "/api/property/submissions");

/**
 * Admins add a listing, live at once: JSON with stored `images`, or the Add Property form as multipart with
 * image files (then the answer also says what became of each image).
 */
export const createListing = route<{
  json: JsonInput<typeof createPropertySchema>;
  body: FormData;
  response: { property: AdminListing; images?: UploadedImage[] };
}>("POST", () => "/api/property/property");

/** Admins change any of a listing's fields; `isActive: true` approves a waiting submission. */
export const updateListing = route<{
  params: Id;
  json: JsonInput<typeof updatePropertySchema>;
  response: { property: AdminListing };
}>("PUT", ({ id }) => `/api/property/property/${seg(id)}`);

/**
 * Admins remove a listing; on a waiting submission this is the rejection, and the owner is told the optional
 * reason (`ownerNotified` says whether the e-mail was queued to go out).
 */
export const deleteListing = route<{
  params: Id;
  json: JsonInput<typeof deleteListingSchema>;
  response: { ownerNotified?: boolean };
}>("DELETE", ({ id }) => `/api/property/property/${seg(id)}`);
