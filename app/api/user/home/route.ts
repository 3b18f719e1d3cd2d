import { toPublicUser } from "@/lib/accounts";
import { clearSessionHint, hasSessionHint, renewSessionIfDue, setSessionHint } from "@/lib/auth";
import { accounts } from "@/lib/contracts";
import { failure } from "@/lib/http/answer";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * The readable session hint follows the answer, so a browser whose session ended stops asking.
 */
export const GET = route(accounts.currentUser, { auth: "session" }, async ({ caller, request, ok }) => {
  const hinted = hasSessionHint(request.headers.get("cookie") ?? "");
  if (!caller.signedIn) {
    const response = failure(401, "Not signed in", { user: null });
    if (hinted) clearSessionHint(response);
    return response;
  }
  const response = ok(
    { user: toPublicUser(caller.account), message: "User fetched" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
  if (!hinted) setSessionHint(response);
  await renewSessionIfDue(request, response, caller.account);
  return response;
});
