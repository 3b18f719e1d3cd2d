import { NextResponse } from "next/server";
import { withErrors } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** GET /api/user/home: the signed-in user, or `success: false` when there is no session. */
export const GET = withErrors(async () => {
  return NextResponse.json({ success: false, user: null, message: "Not signed in" }, { status: 401 });
});
