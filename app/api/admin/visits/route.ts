import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { adminVisitsQuerySchema } from "@/lib/validation/admin";
import { listAdminVisits } from "@/lib/visits";

export const dynamic = "force-dynamic";

/** GET /api/admin/visits?page&limit&status: house-visit requests with buyer and listing, newest first. */
export const GET = route({ auth: "admin", query: adminVisitsQuerySchema }, async ({ query }) =>
  NextResponse.json(
    { success: true, ...(await listAdminVisits(query)) },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
