import { NextResponse } from "next/server";
import { listAuditEntries } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { adminAuditQuerySchema } from "@/lib/validation/admin";
import { searchParamsObject } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** GET /api/admin/audit?page&limit: the admin writes, newest first. */
export const GET = withErrors(async (request) => {
  await requireAdmin(request);
  const query = adminAuditQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  return NextResponse.json(
    { success: true, ...(await listAuditEntries(query)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
