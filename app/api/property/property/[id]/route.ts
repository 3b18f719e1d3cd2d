import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth";
import { notFound, parseIdOr404, readJson, withErrors } from "@/lib/http";
import { deleteListing, findPropertyById, updateListing } from "@/lib/listings";
import { deleteListingSchema } from "@/lib/validation/admin";
import { updatePropertySchema } from "@/lib/validation/listing";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/property/property/{id}: one active listing. */
export const GET = withErrors(async (_request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  const property = await findPropertyById(id);
  if (!property) throw notFound("Property not found");
  return NextResponse.json({ success: true, property });
});

/**
 * PUT /property/property/{id} (admins): any of the listing's fields, under the same rules as creating one.
 * `isActive: true` on a waiting submission approves it; `isActive: false` takes a listing off the site.
 */
export const PUT = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  const admin = await requireAdmin(request);
  const input = updatePropertySchema.parse(await readJson(request));
  const property = await updateListing(admin, id, input);
  return NextResponse.json({ success: true, property, message: "Property updated" });
});

/** The optional JSON body of a delete: no body and no content type is the same as `{}`. */
async function readOptionalJson(request: Request): Promise<unknown> {
  const hasBody = Number(request.headers.get("content-length") ?? 0) > 0 || request.headers.has("transfer-encoding");
  if (!hasBody && !request.headers.get("content-type")) return {};
  return readJson(request);
}

/**
 * DELETE /property/property/{id} (admins): removes the listing and every save of it. On a submission still
 * waiting for review this is the rejection: the owner gets an e-mail with the optional `{ reason }`.
 */
export const DELETE = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  const admin = await requireAdmin(request);
  const { reason } = deleteListingSchema.parse(await readOptionalJson(request));
  const { ownerNotified } = await deleteListing(admin, id, { reason });
  return NextResponse.json({
    success: true,
    message: "Property deleted",
    ...(ownerNotified === null ? {} : { ownerNotified }),
  });
});
