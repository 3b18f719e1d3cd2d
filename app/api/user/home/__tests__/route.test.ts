import { GET } from "@/app/api/user/home/route";
import { SESSION_HINT_COOKIE } from "@/lib/auth";
import { jsonRequest, resetDatabase } from "@/test/db-helpers";
import { authedRequest, userWithSession } from "@/test/session-helpers";

const context = { params: Promise.resolve({}) };
const hintCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));

beforeEach(resetDatabase);

describe("GET /api/user/home", () => {
  it("answers success: false with a message when nobody is signed in", async () => {
    const response = await GET(jsonRequest("/api/user/home"), context);
    const body = await response.json();
    expect(response.status).toBe(401);
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.any(String));
    expect(hintCookie(response)).toBeUndefined();
  });

  it("clears a stale session hint, so the browser stops asking", async () => {
    const response = await GET(
      jsonRequest("/api/user/home", { headers: { cookie: `${SESSION_HINT_COOKIE}=1` } }),
      context,
    );
    expect(response.status).toBe(401);
    expect(hintCookie(response)).toMatch(/Max-Age=0/i);
  });

  it("answers the signed-in user and sets the session hint when the browser lacks it", async () => {
    const { user, cookie } = await userWithSession({ name: "Asha Rath" });
    const response = await GET(authedRequest("/api/user/home", cookie), context);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.user).toMatchObject({ _id: String(user._id), name: "Asha Rath" });
    expect(response.headers.get("cache-control")).toContain("private");
    expect(hintCookie(response)).not.toMatch(/Max-Age=0/i);
    expect(hintCookie(response)).toBeDefined();
    expect(hintCookie(response)).not.toMatch(/HttpOnly/i);
  });
});
