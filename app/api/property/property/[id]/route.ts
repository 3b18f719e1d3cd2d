import { listings } from "@/lib/contracts";
import { isMultipart, readJson, readMultipart } from "@/lib/http";
import { route, type ParseJson } from "@/lib/http/route";
import { NotFoundError } from "@/lib/errors";
import {
  deleteListing,
  findPropertyById,
  LISTING_FORM_NOT_MULTIPART,
  LISTING_FORM_TOO_LARGE,
  MAX_LISTING_FORM_BYTES,
  parseListingEditForm,
  updateListing,
  updateListingWithUploads,
} from "@/lib/listings";

export const dynamic = "force-dynamic";

const LISTING_ID = { id: "Property not found" };

export const GET = route(listings.listingById, { auth: "public", params: LISTING_ID }, async ({ params, ok }) => {
  const property = await findPropertyById(params.id);
  if (!property) throw new NotFoundError("Property not found");
  return ok({ property });
});

/** JSON, or the Edit dialog as multipart when it adds photo files. */
async function readEdit(request: Request, parse: ParseJson<typeof listings.updateListing>) {
  if (!isMultipart(request)) return { json: await parse(await readJson(request)) };
  const form = await readMultipart(request, {
    maxBytes: MAX_LISTING_FORM_BYTES,
    tooLarge: LISTING_FORM_TOO_LARGE,
    malformed: LISTING_FORM_NOT_MULTIPART,
  });
  return { form: parseListingEditForm(form) };
}

/** The role is checked before the body is read, so nobody else gets to upload anything. */
export const PUT = route(
  listings.updateListing,
  { auth: "admin", params: LISTING_ID, body: { read: readEdit } },
  async ({ input, caller, params, ok }) => {
    if (input.json) {
      return ok({ property: await updateListing(caller.account, params.id, input.json), message: "Property updated" });
    }
    const { fields, keep, files } = input.form;
    const { listing, images } = await updateListingWithUploads(caller.account, params.id, fields, keep, files);
    return ok({ property: listing, images, message: "Property updated" });
  },
);

export const DELETE = route(
  listings.deleteListing,
  { auth: "admin", params: LISTING_ID, optionalBody: true },
  async ({ input, caller, params, ok }) => {
    const { ownerNotified } = await deleteListing(caller.account, params.id, { reason: input.reason });
    return ok({ message: "Property deleted", ...(ownerNotified === null ? {} : { ownerNotified }) });
  },
);
