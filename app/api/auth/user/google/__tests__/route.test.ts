import { NextRequest } from "next/server";
import { GET } from "@/app/api/auth/user/google/route";

describe("GET /api/auth/user/google", () => {
  it("sends the browser back to the login page with a reason when Google is not configured", async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
    const response = await GET(new NextRequest("http://localhost:3000/api/auth/user/google?callbackUrl=%2Fprofile"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login?error=GoogleUnavailable");
  });
});
