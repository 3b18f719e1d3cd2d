import type { NextRequest } from "next/server";
import { adminGoogleStartCookie, startGoogleSignIn } from "@/lib/auth/google-start";
import { privateByDefault } from "@/lib/http/cache-control";

export const dynamic = "force-dynamic";

/**
 * GET /auth/admin/google (a plain browser navigation): Google sign-in for admins. Google only proves who
 * the person is; the landing step checks the account's role before the dashboard opens. The marker cookie
 * lets that step know it is the end of a sign-in this browser started.
 */
export async function GET(request: NextRequest) {
  return privateByDefault(
    await startGoogleSignIn(request, {
      callbackUrl: "/api/auth/admin/google/complete",
      failurePage: "/admin",
      setCookie: adminGoogleStartCookie(),
    }),
  );
}
