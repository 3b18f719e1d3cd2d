import { NextResponse } from "next/server";
import { toPublicUser } from "@/lib/accounts";
import { clearSessionHint, hasSessionHint, renewSessionIfDue, setSessionHint } from "@/lib/auth";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * GET /user/home: the signed-in user, or `success: false` with a message when there is no session. Every
 * page load of a browser that may be signed in asks this, so it is also where a session in use gets its idle
 * window renewed. The readable session hint follows the answer, so a browser whose session ended stops asking.
 */
export const GET = route({ auth: "session" }, async ({ caller, request }) => {
  const hinted = hasSessionHint(request.headers.get("cookie") ?? "");
  if (!caller.signedIn) {
    const response = NextResponse.json({ success: false, user: null, message: "Not signed in" }, { status: 401 });
    if (hinted) clearSessionHint(response);
    return response;
  }
  const response = NextResponse.json(
    { success: true, user: toPublicUser(caller.account), message: "User fetched" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
  if (!hinted) setSessionHint(response);
  await renewSessionIfDue(request, response, caller.account);
  return response;
});
