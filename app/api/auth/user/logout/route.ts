import { NextResponse } from "next/server";
import { clearSession } from "@/lib/auth";
import { withErrors } from "@/lib/http";

/** POST /auth/user/logout: ends this browser's session. */
export const POST = withErrors(async () => {
  const response = NextResponse.json({ success: true, message: "Logged out" });
  clearSession(response);
  return response;
});
