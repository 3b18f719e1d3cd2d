import { NextResponse } from "next/server";
import { notFound, parseIdOr404, withErrors } from "@/lib/http";
import { findPropertyById } from "@/lib/listings";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/property/property/{id}: one active listing. */
export const GET = withErrors(async (_request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  const property = await findPropertyById(id);
  if (!property) throw notFound("Property not found");
  return NextResponse.json({ success: true, property });
});
