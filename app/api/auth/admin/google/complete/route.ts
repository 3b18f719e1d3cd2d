import { redirectTo } from "@/lib/auth/google-start";
import { clearSession, getSessionUser } from "@/lib/auth/session";
import { privateByDefault } from "@/lib/http/cache-control";

export const dynamic = "force-dynamic";

/**
 * Where Google admin sign-in lands: an admin goes on to the dashboard; anyone else is signed out again
 * and sent back to the admin login with `?error=not-admin` (a Google account alone never grants admin).
 */
export async function GET(request: Request): Promise<Response> {
  const user = await getSessionUser(request).catch(() => null);
  if (user?.role === "admin") return privateByDefault(redirectTo("/admin/dashboard"));
  const response = redirectTo(user ? "/admin?error=not-admin" : "/admin?error=GoogleStart");
  clearSession(response);
  return privateByDefault(response);
}
