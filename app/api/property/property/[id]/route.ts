import { NextResponse } from "next/server";
import { readJson } from "@/lib/http";
import { route } from "@/lib/http/route";
import { NotFoundError } from "@/lib/errors";
import { deleteListing, findPropertyById, updateListing } from "@/lib/listings";
import { deleteListingSchema } from "@/lib/validation/admin";
import { updatePropertySchema } from "@/lib/validation/listing";

export const dynamic = "force-dynamic";

const LISTING_ID = { id: "Property not found" };

/** GET /api/property/property/{id}: one active listing. */
export const GET = route({ auth: "public", params: LISTING_ID }, async ({ params }) => {
  const property = await findPropertyById(params.id);
  if (!property) throw new NotFoundError("Property not found");
  return NextResponse.json({ success: true, property });
});

/**
 * PUT /property/property/{id} (admins): any of the listing's fields, under the same rules as creating one.
 * `isActive: true` on a waiting submission approves it; `isActive: false` takes a listing off the site.
 */
export const PUT = route(
  { auth: "admin", params: LISTING_ID, body: updatePropertySchema },
  async ({ input, caller, params }) => {
    const property = await updateListing(caller.account, params.id, input);
    return NextResponse.json({ success: true, property, message: "Property updated" });
  },
);

/** The optional JSON body of a delete: no body and no content type is the same as `{}`. */
async function readDeleteOptions(request: Request) {
  const hasBody = Number(request.headers.get("content-length") ?? 0) > 0 || request.headers.has("transfer-encoding");
  if (!hasBody && !request.headers.get("content-type")) return deleteListingSchema.parse({});
  return deleteListingSchema.parse(await readJson(request));
}

/**
 * DELETE /property/property/{id} (admins): removes the listing and every save of it. On a submission still
 * waiting for review this is the rejection: the owner gets an e-mail with the optional `{ reason }`.
 */
export const DELETE = route(
  { auth: "admin", params: LISTING_ID, body: { read: readDeleteOptions } },
  async ({ input, caller, params }) => {
    const { ownerNotified } = await deleteListing(caller.account, params.id, { reason: input.reason });
    return NextResponse.json({
      success: true,
      message: "Property deleted",
      ...(ownerNotified === null ? {} : { ownerNotified }),
    });
  },
);
