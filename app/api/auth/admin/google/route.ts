import type { NextRequest } from "next/server";
import { startGoogleSignIn } from "@/lib/auth/google-start";
import { privateByDefault } from "@/lib/http/cache-control";

export const dynamic = "force-dynamic";

/**
 * GET /auth/admin/google (a plain browser navigation): Google sign-in for admins. Google only proves who
 * the person is; the landing step checks the account's role before the dashboard opens.
 */
export async function GET(request: NextRequest) {
  return privateByDefault(
    await startGoogleSignIn(request, { callbackUrl: "/api/auth/admin/google/complete", failurePage: "/admin" }),
  );
}
