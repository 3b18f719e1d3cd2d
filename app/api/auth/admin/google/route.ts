import { adminGoogleStartCookie, startGoogleSignIn } from "@/lib/auth/google-start";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * A plain browser navigation. The marker cookie lets the landing step know it is the end of a sign-in this
 * browser started.
 */
export const GET = route(admin.adminGoogleSignIn, { auth: "public" }, async ({ request }) =>
  startGoogleSignIn(request, {
    callbackUrl: admin.adminGoogleComplete.path,
    failurePage: "/admin",
    setCookie: adminGoogleStartCookie(),
  }),
);
