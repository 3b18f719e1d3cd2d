import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /admin/home: the signed-in admin's name; 401 signed out, 403 for an account that is not an admin. */
export const GET = route({ auth: "admin" }, async ({ caller }) =>
  NextResponse.json(
    { success: true, user: { name: caller.name }, message: "Admin fetched" },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
