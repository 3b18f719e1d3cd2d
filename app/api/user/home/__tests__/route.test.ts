import { GET } from "@/app/api/user/home/route";
import { jsonRequest } from "@/test/db-helpers";

describe("GET /api/user/home", () => {
  it("answers success: false with a message when nobody is signed in", async () => {
    const response = await GET(jsonRequest("/api/user/home"), { params: Promise.resolve({}) });
    const body = await response.json();
    expect(response.status).toBe(401);
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.any(String));
  });
});
