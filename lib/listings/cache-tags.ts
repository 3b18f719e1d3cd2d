import { createHash } from "node:crypto";
import { placeSlug } from "@/domain/geo/place-slug";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * The tags of the cached reads that show listings, and which of them a change to one listing expires.
 *
 * - `properties`: everything that shows the catalogue as a whole: the list pages and the list API, the
 *   featured carousel, the figures (stats), the locality suggestions, the place directory (home's popular
 *   localities, the /rent, /buy and /plots pages, the sitemap's place pages) and the sitemap's listings.
 * - `property:{id}`: one listing's page and its similar listings.
 * - `place:{type}/{city}` and `place:{type}/{city}/{locality}` (slugs as in the page's path): a place
 *   page's own reads: the place itself, its figures and its cards. A locality page does not carry its city's
 *   tag, so a change in Patia leaves the page of Saheed Nagar alone (its links to other localities may show
 *   counts up to an hour old; its own figures and cards are always current).
 *
 * Only a listing that is public before or after a change can alter a public page: a submission nobody has
 * approved yet, a rejected or a closed listing is in none of these reads, so changing it expires nothing.
 * Public means `isActive`, as every public read filters on it.
 */

export const PROPERTIES_TAG = "properties";
/** The About page's figures (lib/listings/figures.ts): listings (the `properties` tag too) and visits. */
export const SITE_FIGURES_TAG = "site-figures";
export const propertyTag = (id: string) => `property:${id}`;

/** Next.js ignores tags longer than 256 characters; a long name (a non-Latin one, encoded) is hashed. */
const MAX_SLUG_TAG = 120;

function slugPart(slug: string): string {
  const encoded = encodeURIComponent(slug);
  return encoded.length <= MAX_SLUG_TAG ? encoded : `~${createHash("sha256").update(slug).digest("hex").slice(0, 24)}`;
}

/** A place page's tag, from the slugs of its path (`place:rent/bhubaneswar/patia`, `place:rent/bhubaneswar`). */
export function placeTag(type: string, citySlug: string, localitySlug?: string): string {
  const city = `place:${type}/${slugPart(citySlug)}`;
  return localitySlug ? `${city}/${slugPart(localitySlug)}` : city;
}

/** What a listing's change is judged by: whether the public sees it, and where it is. */
export type ListingCacheState = {
  id: string;
  isActive: boolean;
  type: string;
  location?: { city?: string | null; locality?: string | null } | null;
};

/** A stored listing (document or plain object) as its cache state. */
export function listingCacheState(doc: {
  _id: unknown;
  isActive?: boolean | null;
  type: string;
  location?: { city?: string | null; locality?: string | null } | null;
}): ListingCacheState {
  return {
    id: String(doc._id),
    isActive: doc.isActive === true,
    type: doc.type,
    location: { city: doc.location?.city ?? null, locality: doc.location?.locality ?? null },
  };
}

/** The place pages a listing shows on: its city's, and its locality's when it has one. */
export function placeTagsOf(state: ListingCacheState): string[] {
  const city = placeSlug(state.location?.city?.trim() ?? "");
  if (!city) return [];
  const locality = placeSlug(state.location?.locality?.trim() ?? "");
  return locality ? [placeTag(state.type, city), placeTag(state.type, city, locality)] : [placeTag(state.type, city)];
}

const isPublic = (state: ListingCacheState | null): state is ListingCacheState => state?.isActive === true;

/**
 * The tags a change of one listing expires, from its state before (null: it is new) and after (null: it is
 * gone). Nothing when it is public neither before nor after. Otherwise the catalogue, the listing's own
 * page, and the place pages of where it was and where it is (a new locality, or a switch between rent and
 * sale, changes two places).
 */
export function tagsToExpire(before: ListingCacheState | null, after: ListingCacheState | null): string[] {
  const shown = [before, after].filter(isPublic);
  if (!shown.length) return [];
  const id = (after ?? before)!.id;
  return [...new Set([PROPERTIES_TAG, propertyTag(id), ...shown.flatMap(placeTagsOf)])];
}

/**
 * Whether a tag or path that a change of listing `id` expires must be exact at the next request: the
 * listing's own page and reads (a closed or deactivated listing answers 410 or 404 at once, an edit shows at
 * once). Everything else that shows the listing (home, the list and place pages, the sitemap, the
 * catalogue's reads) is marked stale instead: its next visitor gets it from before, at cache speed, while one
 * render in the background makes the new one for the request after.
 */
export function mustBeExact(tagOrPath: string, id: string): boolean {
  return tagOrPath === propertyTag(id) || tagOrPath.endsWith(`/properties/${id}`);
}

/**
 * The paths named as well (what revalidatePath expires): pages whose last render could not read the
 * listings carry the tags of no read, so they are expired by their address. The same rule: none unless
 * the listing is public before or after. Each page is named in every language: by its route's own path
 * under `app/[locale]` (`/en/properties/1`, `/or/properties/1`, ...), which is what the page cache knows
 * it by, and by its public English address as well.
 */
export function pathsToExpire(before: ListingCacheState | null, after: ListingCacheState | null): string[] {
  if (!isPublic(before) && !isPublic(after)) return [];
  const id = (after ?? before)!.id;
  const pages = ["/", `/properties/${id}`];
  const routes = LOCALES.flatMap((locale) => pages.map((page) => (page === "/" ? `/${locale}` : `/${locale}${page}`)));
  return [...pages, "/sitemap.xml", ...routes];
}
