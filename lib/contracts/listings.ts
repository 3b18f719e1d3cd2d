import type { ImageOutcome } from "@/lib/listings/writes";
import type { findProperties, findPropertyById } from "@/lib/listings/reads";
import type { localitiesByTypeOf } from "@/lib/listings/place-tallies";
import type { findSimilarProperties } from "@/lib/listings/similar";
import type { createSubmission } from "@/lib/listings/submissions";
import type { AdminListing } from "@/lib/contracts/admin";
import { route, schema } from "@/lib/contracts/route";

/** Listings: searching and reading them, the public submission form, views, reports, and admins' edits. */

const listing = () => import("@/lib/validation/listing");
const admin = () => import("@/lib/validation/admin");
const listingQuery = () => import("@/lib/listings/query-schema");

/** A listing as the API answers it. */
export type Listing = NonNullable<Awaited<ReturnType<typeof findPropertyById>>>;

/** What happened to each image of an upload. */
export type UploadedImage = ImageOutcome;

/**
 * Listings filtered, sorted and optionally paged, with the total match count. Visitors and users see active
 * listings, served from the data cache; admins also see inactive ones. A map-area or distance search
 * (`bounds`, `near`) counts against its client address's budget: 429 with Retry-After once it is used up.
 */
export const listingSearch = route("GET", "/api/property/property", {
  query: schema(listingQuery, "listingQuerySchema"),
}).answers<Awaited<ReturnType<typeof findProperties>>>();

/** One active listing. */
export const listingById = route("GET", "/api/property/property/[id]").answers<{ property: Listing }>();

/**
 * Up to 8 active listings like this one: the same kind; the same BHK first, then one either side; within
 * each, its locality first, then the rest of its city; closest in price first (lib/listings/similar.ts).
 */
export const similarListings = route("GET", "/api/property/similar/[id]").answers<{
  similarProperties: NonNullable<Awaited<ReturnType<typeof findSimilarProperties>>>;
}>();

/**
 * The localities that have active listings, A to Z, for the location search's suggestions: all of them, and
 * per kind (`byType.rent`, `.sale`, `.land`).
 */
export const localities = route("GET", "/api/property/localities").answers<ReturnType<typeof localitiesByTypeOf>>();

/** Counts one view of a listing, sent by its page (once per visitor and day; repeats count nothing). */
export const countListingView = route("POST", "/api/property/property/[id]/view").answers();

/**
 * The public List Your Property form, as multipart (fields and "images" files); the listing waits for an
 * admin. A refused upload answers 400 with the same `images` outcomes.
 */
export const submitListing = route("POST", "/api/property/submissions", { form: true }).answers<
  Awaited<ReturnType<typeof createSubmission>>
>();

/**
 * Admins add a listing, live at once: JSON with stored `images`, or the Add Property form as multipart with
 * image files (then the answer also says what became of each image).
 */
export const createListing = route("POST", "/api/property/property", {
  json: schema(listing, "createPropertySchema"),
  form: true,
}).answers<{ property: AdminListing; images?: UploadedImage[] }>();

/**
 * Admins change any of a listing's fields, under the same rules as creating one; `isActive: true` approves
 * a waiting submission, `isActive: false` takes a listing off the site. JSON (its `images` the stored photos
 * in their new order), or the Edit dialog as multipart with new image files: `photos` repeated for each
 * stored photo kept, in order, the files after them (then the answer also says what became of each file).
 */
export const updateListing = route("PUT", "/api/property/property/[id]", {
  json: schema(listing, "updatePropertySchema"),
  form: true,
}).answers<{ property: AdminListing; images?: UploadedImage[] }>();

/**
 * Admins remove a listing and every save of it; on a waiting submission this is the rejection, and the owner
 * is told the optional reason (`ownerNotified` says whether the e-mail was queued to go out). The body may
 * be left out.
 */
export const deleteListing = route("DELETE", "/api/property/property/[id]", {
  json: schema(admin, "deleteListingSchema"),
}).answers<{ ownerNotified?: boolean }>();
