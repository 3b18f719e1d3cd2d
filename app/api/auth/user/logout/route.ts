import { NextResponse } from "next/server";
import { endSession } from "@/lib/auth";
import { refuseBody, withErrors } from "@/lib/http";

/** POST /auth/user/logout: ends this browser's session for good (a copy of the cookie stops working too). */
export const POST = withErrors(async (request) => {
  await refuseBody(request);
  const response = NextResponse.json({ success: true, message: "Logged out" });
  await endSession(request, response);
  return response;
});
