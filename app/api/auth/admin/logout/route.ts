import { NextResponse } from "next/server";
import { endSession } from "@/lib/auth";
import { route } from "@/lib/http/route";

/** POST /auth/admin/logout: ends this browser's session for good (admins share the one session cookie). */
export const POST = route({ auth: "public", body: "none" }, async ({ request }) => {
  const response = NextResponse.json({ success: true, message: "Logged out" });
  await endSession(request, response);
  return response;
});
