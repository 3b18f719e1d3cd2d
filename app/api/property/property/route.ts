import { NextResponse } from "next/server";
import { isMultipart, readJson, readMultipart } from "@/lib/http";
import { route } from "@/lib/http/route";
import {
  createListing,
  createListingWithUploads,
  findProperties,
  getCachedProperties,
  LISTING_FORM_NOT_MULTIPART,
  LISTING_FORM_TOO_LARGE,
  MAX_LISTING_FORM_BYTES,
  parseListingForm,
} from "@/lib/listings";
import { listingQuerySchema } from "@/lib/listings/query-schema";
import { createPropertySchema } from "@/lib/validation/listing";

export const dynamic = "force-dynamic";

/**
 * GET /api/property/property: listings filtered, sorted and optionally paged, with the total match count.
 * Visitors and users see active listings, served from the data cache; admins also see inactive ones.
 */
export const GET = route({ auth: "session", query: listingQuerySchema }, async ({ query, caller }) => {
  const result =
    caller.signedIn && caller.role === "admin"
      ? await findProperties(query, { includeInactive: true })
      : await getCachedProperties(query);
  return NextResponse.json({ success: true, ...result });
});

/** The Add Property form as multipart (fields and image files), or JSON naming stored images. */
async function readNewListing(request: Request) {
  if (!isMultipart(request)) return { json: createPropertySchema.parse(await readJson(request)) };
  const form = await readMultipart(request, {
    maxBytes: MAX_LISTING_FORM_BYTES,
    tooLarge: LISTING_FORM_TOO_LARGE,
    malformed: LISTING_FORM_NOT_MULTIPART,
  });
  return { form: parseListingForm(form) };
}

/**
 * POST /property/property (admins): adds a listing, live at once. JSON with stored `images`, or the Add
 * Property form as multipart with image files. The role is checked before the body is read, so nobody else
 * gets to upload anything.
 */
export const POST = route({ auth: "admin", body: { read: readNewListing } }, async ({ input, caller }) => {
  if (input.json) {
    const listing = await createListing(caller.account, input.json);
    return NextResponse.json(
      { success: true, message: "Property created successfully!", property: listing },
      { status: 201 },
    );
  }
  const { listing, images } = await createListingWithUploads(caller.account, input.form.fields, input.form.files);
  return NextResponse.json(
    { success: true, message: "Property created successfully!", property: listing, images },
    { status: 201 },
  );
});
