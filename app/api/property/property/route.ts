import { listings } from "@/lib/contracts";
import { isMultipart, readJson, readMultipart } from "@/lib/http";
import { route, type ParseJson } from "@/lib/http/route";
import {
  admitMapSearch,
  createListing,
  createListingWithUploads,
  findProperties,
  getCachedProperties,
  guarded,
  LISTING_FORM_NOT_MULTIPART,
  LISTING_FORM_TOO_LARGE,
  MAX_LISTING_FORM_BYTES,
  parseListingForm,
} from "@/lib/listings";

export const dynamic = "force-dynamic";

/**
 * Visitors and users are served from the data cache; admins also see inactive listings. A map-area or
 * distance search the cache cannot answer is admitted first (search-budget.ts): a place among the process's
 * map searches and its client address's budget, 429 with Retry-After when either is used up. An answer from
 * the cache costs nothing. Admins' searches are read from the database each time, admitted the same way.
 */
export const GET = route(listings.listingSearch, { auth: "session" }, async ({ query, caller, ok }) => {
  const admit = () => admitMapSearch(query, caller.ip);
  if (caller.signedIn && caller.role === "admin")
    return ok(await guarded(admit, () => findProperties(query, { includeInactive: true })));
  return ok(await getCachedProperties(query, admit));
});

/** The Add Property form as multipart (fields and image files), or JSON naming stored images. */
async function readNewListing(request: Request, parse: ParseJson<typeof listings.createListing>) {
  if (!isMultipart(request)) return { json: await parse(await readJson(request)) };
  const form = await readMultipart(request, {
    maxBytes: MAX_LISTING_FORM_BYTES,
    tooLarge: LISTING_FORM_TOO_LARGE,
    malformed: LISTING_FORM_NOT_MULTIPART,
  });
  return { form: parseListingForm(form) };
}

/** The role is checked before the body is read, so nobody else gets to upload anything. */
export const POST = route(
  listings.createListing,
  { auth: "admin", body: { read: readNewListing } },
  async ({ input, caller, ok }) => {
    if (input.json) {
      const property = await createListing(caller.account, input.json);
      return ok({ message: "Property created successfully!", property }, { status: 201 });
    }
    const { listing, images } = await createListingWithUploads(caller.account, input.form.fields, input.form.files);
    return ok({ message: "Property created successfully!", property: listing, images }, { status: 201 });
  },
);
