import { NextResponse } from "next/server";
import { parseIdOr404, withErrors } from "@/lib/http";
import { countView } from "@/lib/listings";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** POST /api/property/property/{id}/view: one view, sent once per visitor session by the detail page. */
export const POST = withErrors(async (_request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  await countView(id);
  return NextResponse.json({ success: true });
});
