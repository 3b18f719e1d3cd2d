import { clearAdminGoogleStart, readAdminGoogleStart, redirectTo } from "@/lib/auth/google-start";
import { endSession, liveSessionUser, readSessionToken } from "@/lib/auth/session";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * A Google account alone never grants admin: a non-admin is signed out again (the session revoked, not only
 * its cookie cleared) and sent to the admin login with `?error=not-admin`. It acts only at the end of a
 * sign-in this browser started (the start's marker cookie, used up here) and on a session begun since:
 * reached any other way, e.g. from a link on another site, it changes nothing and shows the admin login.
 */
export const GET = route(admin.adminGoogleComplete, { auth: "public" }, async ({ request }) => {
  const startedAt = readAdminGoogleStart(request);
  if (startedAt === null) return redirectTo("/admin");

  const token = await readSessionToken(request);
  const fresh = token !== null && token.authAt >= startedAt;
  const user = fresh ? await liveSessionUser(token).catch(() => null) : null;
  const response = redirectTo(
    user?.role === "admin" ? "/admin/dashboard" : user ? "/admin?error=not-admin" : "/admin?error=GoogleStart",
  );
  clearAdminGoogleStart(response);
  if (user && user.role !== "admin") await endSession(request, response);
  return response;
});
