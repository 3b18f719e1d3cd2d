import { NextResponse } from "next/server";
import { clearSession } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";

/** POST /auth/admin/logout: ends this browser's session (admins share the one session cookie). */
export const POST = withErrors(async () => {
  const response = NextResponse.json({ success: true, message: "Logged out" });
  clearSession(response);
  return response;
});
