import { NextResponse } from "next/server";
import { listUsers } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { adminUserListQuerySchema } from "@/lib/validation/admin";
import { searchParamsObject } from "@/lib/http/params";

export const dynamic = "force-dynamic";

/** GET /admin/user-list?page&limit&q: accounts newest first, searched by name or e-mail. */
export const GET = withErrors(async (request) => {
  await requireAdmin(request);
  const query = adminUserListQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  return NextResponse.json(
    { success: true, ...(await listUsers(query)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
