import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http";

const handler = withErrors(async () => NextResponse.json({ success: true }));
const webhook = withErrors(async () => NextResponse.json({ success: true }), { anyOrigin: true });
const SESSION = "next-auth.session-token=anything";

const call = (headers: Record<string, string>, method = "POST", target = handler) =>
  target(new Request("http://localhost:3000/api/x", { method, headers: { host: "localhost:3000", ...headers } }), {});

describe("same-origin check on cookie-authenticated writes", () => {
  it("refuses a write with a session cookie from another site with 403", async () => {
    for (const headers of <Record<string, string>[]>[
      { cookie: SESSION, origin: "https://evil.example" },
      { cookie: SESSION, origin: "null" },
      { cookie: `other=1; ${SESSION}`, "sec-fetch-site": "cross-site" },
      { cookie: SESSION, "sec-fetch-site": "same-site" },
    ]) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        const answer = await call(headers, method);
        expect(answer.status).toBe(403);
        expect((await answer.json()).message).toBe("This request must come from the Odisha Homes site.");
      }
    }
  });

  it("lets this site's pages, non-browser clients, cookie-less calls, reads and webhooks through", async () => {
    for (const headers of <Record<string, string>[]>[
      { cookie: SESSION, origin: "http://localhost:3000" },
      { cookie: SESSION, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      { cookie: SESSION },
      { origin: "https://evil.example" },
      {},
    ]) {
      expect((await call(headers)).status).toBe(200);
    }
    expect((await call({ cookie: SESSION, origin: "https://evil.example" }, "GET")).status).toBe(200);
    expect((await call({ cookie: SESSION, origin: "https://evil.example" }, "POST", webhook)).status).toBe(200);
  });

  it("accepts the configured site address when the request reached the app under another host name", async () => {
    const answer = await handler(
      new Request("http://10.0.0.5:3000/api/x", {
        method: "POST",
        headers: { host: "10.0.0.5:3000", cookie: SESSION, origin: "http://localhost:3000" },
      }),
      {},
    );
    expect(answer.status).toBe(200);
  });
});
