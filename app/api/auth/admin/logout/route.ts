import { NextResponse } from "next/server";
import { endSession } from "@/lib/auth";
import { refuseBody, withErrors } from "@/lib/http";

/** POST /auth/admin/logout: ends this browser's session for good (admins share the one session cookie). */
export const POST = withErrors(async (request) => {
  await refuseBody(request);
  const response = NextResponse.json({ success: true, message: "Logged out" });
  await endSession(request, response);
  return response;
});
