import { adminGoogleStartCookie, startGoogleSignIn } from "@/lib/auth/google-start";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * GET /auth/admin/google (a plain browser navigation): Google sign-in for admins. Google only proves who
 * the person is; the landing step checks the account's role before the dashboard opens. The marker cookie
 * lets that step know it is the end of a sign-in this browser started.
 */
export const GET = route({ auth: "public" }, async ({ request }) =>
  startGoogleSignIn(request, {
    callbackUrl: "/api/auth/admin/google/complete",
    failurePage: "/admin",
    setCookie: adminGoogleStartCookie(),
  }),
);
