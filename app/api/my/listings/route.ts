import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listMyListings } from "@/lib/owners";

export const dynamic = "force-dynamic";

/**
 * GET /api/my/listings: every listing of the signed-in account (submitted signed in, or claimed by its
 * verified e-mail), newest first, with status, dates, views, enquiries and saves.
 */
export const GET = route({ auth: "user" }, async ({ caller }) =>
  NextResponse.json({ success: true, listings: await listMyListings(caller) }),
);
