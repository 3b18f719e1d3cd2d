import { NextResponse } from "next/server";
import { endSession } from "@/lib/auth";
import { route } from "@/lib/http/route";

/** POST /auth/user/logout: ends this browser's session for good (a copy of the cookie stops working too). */
export const POST = route({ auth: "public", body: "none" }, async ({ request }) => {
  const response = NextResponse.json({ success: true, message: "Logged out" });
  await endSession(request, response);
  return response;
});
