import { NextResponse } from "next/server";
import { HttpError, withErrors } from "@/lib/http";

const call = (handler: () => Promise<Response>) =>
  withErrors(handler)(new Request("http://localhost/api/x"), { params: Promise.resolve({}) });

describe("withErrors and the Cache-Control of API answers", () => {
  it("marks answers and failures private, no-store when the handler says nothing", async () => {
    const ok = await call(async () => NextResponse.json({ success: true, email: "a@example.in" }));
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    const refused = await call(async () => {
      throw new HttpError(401, "Please sign in");
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps the policy a handler of public data chose", async () => {
    const answer = await call(async () =>
      NextResponse.json({ localities: [] }, { headers: { "Cache-Control": "public, s-maxage=300" } }),
    );
    expect(answer.headers.get("cache-control")).toBe("public, s-maxage=300");
  });

  it("marks answers whose headers cannot be changed, such as Response.redirect", async () => {
    const answer = await call(async () => Response.redirect("http://localhost/login", 303));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("http://localhost/login");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });
});
