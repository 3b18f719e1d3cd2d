import { NextResponse } from "next/server";
import { listAuditEntries } from "@/lib/admin";
import { route } from "@/lib/http/route";
import { adminAuditQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/** GET /api/admin/audit?page&limit: the admin writes, newest first. */
export const GET = route({ auth: "admin", query: adminAuditQuerySchema }, async ({ query }) =>
  NextResponse.json(
    { success: true, ...(await listAuditEntries(query)) },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
