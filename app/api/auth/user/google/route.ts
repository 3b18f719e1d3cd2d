import { safeCallbackPath } from "@/lib/auth/callback-url";
import { startGoogleSignIn } from "@/lib/auth/google-start";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /auth/user/google (a plain browser navigation): Google sign-in, back to `callbackUrl` afterwards. */
export const GET = route({ auth: "public" }, async ({ request }) =>
  startGoogleSignIn(request, {
    callbackUrl: safeCallbackPath(new URL(request.url).searchParams.get("callbackUrl")),
    failurePage: "/login",
  }),
);
