import { NextResponse } from "next/server";
import { toPublicUser } from "@/lib/accounts";
import { getSessionUser, renewSessionIfDue } from "@/lib/auth";
import { withErrors } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * GET /user/home: the signed-in user, or `success: false` with a message when there is no session. Every
 * page load asks this, so it is also where a session in use gets its idle window renewed.
 */
export const GET = withErrors(async (request) => {
  const user = await getSessionUser(request);
  if (!user) {
    return NextResponse.json({ success: false, user: null, message: "Not signed in" }, { status: 401 });
  }
  const response = NextResponse.json(
    { success: true, user: toPublicUser(user), message: "User fetched" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
  await renewSessionIfDue(request, response, user);
  return response;
});
