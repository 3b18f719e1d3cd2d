import { NextResponse } from "next/server";
import { listUsers } from "@/lib/admin";
import { route } from "@/lib/http/route";
import { adminUserListQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/** GET /admin/user-list?page&limit&q: accounts newest first, searched by name or e-mail. */
export const GET = route({ auth: "admin", query: adminUserListQuerySchema }, async ({ query }) =>
  NextResponse.json(
    { success: true, ...(await listUsers(query)) },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
