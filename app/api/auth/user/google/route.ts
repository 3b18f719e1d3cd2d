import { safeCallbackPath } from "@/lib/auth/callback-url";
import { startGoogleSignIn } from "@/lib/auth/google-start";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** A plain browser navigation. */
export const GET = route(accounts.googleSignIn, { auth: "public" }, async ({ request }) =>
  startGoogleSignIn(request, {
    callbackUrl: safeCallbackPath(new URL(request.url).searchParams.get("callbackUrl")),
    failurePage: "/login",
  }),
);
