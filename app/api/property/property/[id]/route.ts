import { NextResponse } from "next/server";
import { notFound, withErrors } from "@/lib/errors";
import { findPropertyById } from "@/lib/properties";
import { parseIdOr404 } from "@/lib/validation/common";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/property/property/{id}: one active listing. */
export const GET = withErrors(async (_request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  const property = await findPropertyById(id);
  if (!property) throw notFound("Property not found");
  return NextResponse.json({ success: true, property });
});
