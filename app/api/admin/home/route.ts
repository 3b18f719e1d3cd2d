import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

/** GET /admin/home: the signed-in admin's name; 401 signed out, 403 for an account that is not an admin. */
export const GET = withErrors(async (request) => {
  const admin = await requireAdmin(request);
  return NextResponse.json(
    { success: true, user: { name: admin.name }, message: "Admin fetched" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
