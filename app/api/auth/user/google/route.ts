import type { NextRequest } from "next/server";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { startGoogleSignIn } from "@/lib/auth/google-start";
import { privateByDefault } from "@/lib/http/cache-control";

export const dynamic = "force-dynamic";

/** GET /auth/user/google (a plain browser navigation): Google sign-in, back to `callbackUrl` afterwards. */
export async function GET(request: NextRequest) {
  return privateByDefault(
    await startGoogleSignIn(request, {
      callbackUrl: safeCallbackPath(request.nextUrl.searchParams.get("callbackUrl")),
      failurePage: "/login",
    }),
  );
}
