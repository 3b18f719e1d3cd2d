import { NextResponse } from "next/server";
import { getListing } from "@/lib/listings";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { parseIdOr404 } from "@/lib/http/params";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/properties/{id}: one listing, live or not, with a submission's owner contact. */
export const GET = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  await requireAdmin(request);
  return NextResponse.json(
    { success: true, property: await getListing(id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
