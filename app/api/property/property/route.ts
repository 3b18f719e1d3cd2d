import { NextResponse } from "next/server";
import { getSessionUser, readSessionToken, requireAdmin } from "@/lib/auth";
import { isMultipart, readJson, readMultipart, searchParamsObject, withErrors } from "@/lib/http";
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
import { createPropertySchema } from "@/lib/validation/listing";
import { listingQuerySchema } from "@/lib/listings/query-schema";

export const dynamic = "force-dynamic";

/** Admins manage inactive listings too; the role in the cookie is only a hint, the database decides. */
async function isAdmin(request: Request): Promise<boolean> {
  const token = await readSessionToken(request);
  if (token?.role !== "admin") return false;
  return (await getSessionUser(request))?.role === "admin";
}

/**
 * GET /api/property/property: listings filtered, sorted and optionally paged, with the total match count.
 * Visitors and users see active listings, served from the data cache; admins also see inactive ones.
 */
export const GET = withErrors(async (request) => {
  const query = listingQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  const result = (await isAdmin(request))
    ? await findProperties(query, { includeInactive: true })
    : await getCachedProperties(query);
  return NextResponse.json({ success: true, ...result });
});

/**
 * POST /property/property (admins): adds a listing, live at once. JSON with stored `images`, or the Add
 * Property form as multipart with image files. The role is checked before the body is read, so nobody else
 * gets to upload anything.
 */
export const POST = withErrors(async (request) => {
  const admin = await requireAdmin(request);
  if (!isMultipart(request)) {
    const listing = await createListing(admin, createPropertySchema.parse(await readJson(request)));
    return NextResponse.json(
      { success: true, message: "Property created successfully!", property: listing },
      { status: 201 },
    );
  }
  const form = await readMultipart(request, {
    maxBytes: MAX_LISTING_FORM_BYTES,
    tooLarge: LISTING_FORM_TOO_LARGE,
    malformed: LISTING_FORM_NOT_MULTIPART,
  });
  const { fields, files } = parseListingForm(form);
  const { listing, images } = await createListingWithUploads(admin, fields, files);
  return NextResponse.json(
    { success: true, message: "Property created successfully!", property: listing, images },
    { status: 201 },
  );
});
