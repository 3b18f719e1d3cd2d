import { NextResponse } from "next/server";
import { createListing, createListingWithUploads, readListingForm } from "@/lib/admin";
import { getSessionUser, readSessionToken, requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/errors";
import { findProperties, getCachedProperties } from "@/lib/properties";
import { searchParamsObject } from "@/lib/validation/common";
import { getPropertiesQuerySchema } from "@/lib/validation/property";

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
  const query = getPropertiesQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
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
  const form = await readListingForm(request);
  const { listing, images } =
    form.kind === "json"
      ? { listing: await createListing(admin, form.input), images: undefined }
      : await createListingWithUploads(admin, form.fields, form.files);
  return NextResponse.json(
    { success: true, message: "Property created successfully!", property: listing, ...(images ? { images } : {}) },
    { status: 201 },
  );
});
