import { z, type ZodType } from "zod";
import { route as declare, schema } from "@/lib/contracts/route";
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
} from "@/lib/errors";
import type { Answer } from "@/lib/http/answer";
import { route } from "@/lib/http/route";
import { fromAddress, resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

/** The route wrapper on its own: who gets in, what is read, and how a domain error answers. */

const ID = "64b7f0c2a1b2c3d4e5f60718";
const ORIGIN = { host: "localhost:3000", origin: "http://localhost:3000" };

function call(
  handler: (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>,
  {
    method = "GET",
    url = "/api/x",
    cookie,
    json,
    body,
    headers = {},
    params = {},
  }: {
    method?: string;
    url?: string;
    cookie?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
) {
  const request = new Request(new URL(url, "http://localhost:3000"), {
    method,
    headers: {
      ...ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  return handler(request, { params: Promise.resolve(params) });
}

/** A contract whose schemas are given in place, and whose answer may carry anything. */
const inline = <S extends ZodType>(given: S) => schema(async () => ({ given }), "given");
const plain = declare("POST", "/api/x").answers<Record<string, unknown>>();
const withId = declare("GET", "/api/x/[id]").answers<Record<string, unknown>>();

type Ok = (body: Record<string, unknown>) => Answer<Record<string, unknown>>;
const whoAmI = (ok: Ok, caller: { ip: string } & Partial<{ signedIn: boolean; id: string; role: string }>) =>
  ok({ caller: { ...caller, account: undefined } });

let user: { cookie: string; id: string };
let admin: { cookie: string; id: string };

beforeAll(async () => {
  await resetDatabase();
  const made = await Promise.all([userWithSession(), userWithSession({ role: "admin" })]);
  [user, admin] = made.map(({ user: doc, cookie }) => ({ cookie, id: String(doc._id) }));
});

describe("route(): who may call", () => {
  const publicRoute = route(plain, { auth: "public" }, async ({ caller, ok }) => whoAmI(ok, caller));
  const sessionRoute = route(plain, { auth: "session" }, async ({ caller, ok }) => whoAmI(ok, caller));
  const userRoute = route(plain, { auth: "user" }, async ({ caller, ok }) => whoAmI(ok, caller));
  const adminRoute = route(plain, { auth: "admin" }, async ({ caller, ok }) => whoAmI(ok, caller));

  it("public: anyone, with the client's address and no session looked up", async () => {
    for (const cookie of [undefined, user.cookie, admin.cookie]) {
      const answer = await call(publicRoute, { cookie, headers: fromAddress("203.0.113.7") });
      expect(answer.status).toBe(200);
      expect((await answer.json()).caller).toEqual({ ip: "203.0.113.7" });
    }
  });

  it("session: anyone; the caller says whether and who is signed in", async () => {
    const anonymous = await (await call(sessionRoute, { headers: fromAddress("203.0.113.8") })).json();
    expect(anonymous.caller).toEqual({ signedIn: false, ip: "203.0.113.8" });
    const signedIn = await (await call(sessionRoute, { cookie: user.cookie })).json();
    expect(signedIn.caller).toMatchObject({ signedIn: true, id: user.id, role: "user" });
  });

  it("user: 401 signed out (a tampered cookie counts as none), the caller otherwise", async () => {
    for (const cookie of [undefined, "next-auth.session-token=forged"]) {
      const answer = await call(userRoute, { cookie });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ success: false, message: "Please log in to continue." });
    }
    for (const who of [user, admin]) {
      const answer = await call(userRoute, { cookie: who.cookie });
      expect(answer.status).toBe(200);
      expect((await answer.json()).caller.id).toBe(who.id);
    }
  });

  it("user: the 401 message can be the route's own", async () => {
    const pay = route(plain, { auth: "user", signInMessage: "Please log in to pay." }, async ({ ok }) => ok({}));
    expect(await (await call(pay)).json()).toEqual({ success: false, message: "Please log in to pay." });
  });

  it("admin: 401 signed out, 403 for a signed-in user, the admin otherwise", async () => {
    expect((await call(adminRoute)).status).toBe(401);
    const refused = await call(adminRoute, { cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, message: "Admins only." });
    const answer = await call(adminRoute, { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect((await answer.json()).caller).toMatchObject({ signedIn: true, id: admin.id, role: "admin" });
  });

  it("refuses a cookie-carrying write from another site with 403 before anything else, unless anyOrigin", async () => {
    let ran = 0;
    const write = route(plain, { auth: "public" }, async ({ ok }) => {
      ran += 1;
      return ok({});
    });
    const webhook = route(plain, { auth: "public", anyOrigin: true }, async ({ ok }) => ok({}));
    const crossSite = { method: "POST", cookie: user.cookie, headers: { origin: "https://evil.example" } };
    const refused = await call(write, crossSite);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("This request must come from the Odisha Homes site.");
    expect(ran).toBe(0);
    expect((await call(webhook, crossSite)).status).toBe(200);
  });

  it("checks the caller before it reads anything the caller sent", async () => {
    const guarded = route(
      declare("PUT", "/api/x/[id]", { json: inline(z.object({ name: z.string() })) }).answers(),
      { auth: "admin", params: { id: "Nothing here" } },
      async ({ ok }) => ok({}),
    );
    const bad = { method: "PUT", params: { id: "not-an-id" }, body: "{", headers: { "content-type": "text/plain" } };
    expect((await call(guarded, bad)).status).toBe(401);
    expect((await call(guarded, { ...bad, cookie: user.cookie })).status).toBe(403);
    expect((await call(guarded, { ...bad, cookie: admin.cookie })).status).toBe(404);
  });
});

describe("route(): what is read", () => {
  const person = z.object({ name: z.string().min(2, "Name is too short"), age: z.number().optional() });
  const takesPerson = declare("POST", "/api/x", { json: inline(person) }).answers<Record<string, unknown>>();
  const echo = route(takesPerson, { auth: "public" }, async ({ input, ok }) => ok({ input }));

  it("hands the handler the parsed body", async () => {
    const answer = await call(echo, { method: "POST", json: { name: "Asha", age: 30 } });
    expect(await answer.json()).toEqual({ success: true, input: { name: "Asha", age: 30 } });
  });

  it("answers a body the schema refuses with 400, the first message and every field's", async () => {
    const answer = await call(echo, { method: "POST", json: { name: "A", age: "x" } });
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body).toMatchObject({ success: false, message: "Name is too short" });
    expect(Object.keys(body.errors).sort()).toEqual(["age", "name"]);
  });

  it("can replace the field errors with one message", async () => {
    const login = route(takesPerson, { auth: "public", bodyError: "Please fill in the form" }, async ({ ok }) =>
      ok({}),
    );
    const answer = await call(login, { method: "POST", json: {} });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, message: "Please fill in the form" });
  });

  it("refuses what is not JSON (415), malformed JSON (400) and too much of it (413)", async () => {
    const form = await call(echo, { method: "POST", body: "name=Asha", headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(415);
    const broken = await call(echo, { method: "POST", body: "{", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
    const huge = await call(echo, { method: "POST", json: { name: "x".repeat(70 * 1024) } });
    expect(huge.status).toBe(413);
  });

  it("takes multipart form fields when the route allows them, each field once", async () => {
    const both = route(
      declare("POST", "/api/x", { json: inline(person.pick({ name: true })), form: true }).answers<{
        input: { name: string };
      }>(),
      { auth: "public", multipart: { maxBytes: 1024, tooLarge: "Too big" } },
      async ({ input, ok }) => ok({ input }),
    );
    const form = new FormData();
    form.set("name", "Asha");
    expect(await (await call(both, { method: "POST", body: form })).json()).toEqual({
      success: true,
      input: { name: "Asha" },
    });
    const twice = new FormData();
    twice.append("name", "Asha");
    twice.append("name", "Ravi");
    expect((await call(both, { method: "POST", body: twice })).status).toBe(400);
    const big = new FormData();
    big.set("name", "x".repeat(2048));
    const refused = await call(both, { method: "POST", body: big });
    expect(refused.status).toBe(413);
    expect((await refused.json()).message).toBe("Too big");
    expect(await (await call(both, { method: "POST", json: { name: "Ravi" } })).json()).toEqual({
      success: true,
      input: { name: "Ravi" },
    });
  });

  it("reads the raw text when asked, capped", async () => {
    const raw = route(plain, { auth: "public", body: { text: 16 } }, async ({ input, ok }) => ok({ input }));
    expect(await (await call(raw, { method: "POST", body: "signed bytes" })).json()).toEqual({
      success: true,
      input: "signed bytes",
    });
    expect((await call(raw, { method: "POST", body: "x".repeat(17) })).status).toBe(413);
  });

  it("refuses any body on a route that takes none", async () => {
    const none = route(plain, { auth: "public", body: "none" }, async ({ ok }) => ok({}));
    expect((await call(none, { method: "POST" })).status).toBe(200);
    const refused = await call(none, { method: "POST", json: {} });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("This request takes no body.");
  });

  it("parses the query string, refusing bracketed and repeated keys", async () => {
    const list = route(
      declare("GET", "/api/x", {
        query: inline(z.object({ page: z.coerce.number().int().min(1, "Page must be at least 1") })),
      }).answers<{ query: { page: number } }>(),
      { auth: "public" },
      async ({ query, ok }) => ok({ query }),
    );
    expect(await (await call(list, { url: "/api/x?page=2" })).json()).toEqual({ success: true, query: { page: 2 } });
    const low = await call(list, { url: "/api/x?page=0" });
    expect(low.status).toBe(400);
    expect(await low.json()).toEqual({
      success: false,
      message: "Page must be at least 1",
      errors: { page: "Page must be at least 1" },
    });
    expect((await call(list, { url: "/api/x?page[$gt]=1" })).status).toBe(400);
    expect((await call(list, { url: "/api/x?page=1&page=2" })).status).toBe(400);
  });

  it("answers 404 with the route's message for a path id that cannot name anything", async () => {
    const one = route(withId, { auth: "public", params: { id: "Visit not found" } }, async ({ params, ok }) =>
      ok({ id: params.id }),
    );
    expect(await (await call(one, { params: { id: ID } })).json()).toEqual({ success: true, id: ID });
    const missing = await call(one, { params: { id: "nope" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "Visit not found" });
  });
});

describe("route(): domain errors answer in the one error shape", () => {
  const throwing = (error: unknown) => route(plain, { auth: "public" }, async () => Promise.reject(error));

  it.each([
    [new NotFoundError("Order not found"), 404, { message: "Order not found" }],
    [new NotFoundError(), 404, { message: "Not found" }],
    [new ConflictError("Already reported"), 409, { message: "Already reported" }],
    [new InvalidInputError("Wrong code"), 400, { message: "Wrong code" }],
    [
      new InvalidInputError("Too common", { password: "Too common" }),
      400,
      { message: "Too common", errors: { password: "Too common" } },
    ],
    [new ForbiddenError("No plan"), 403, { message: "No plan" }],
    [new UnauthenticatedError("Invalid credentials"), 401, { message: "Invalid credentials" }],
    [new UnavailableError("Payments are off"), 503, { message: "Payments are off" }],
    [
      new UnavailableError("The provider failed", { upstreamFailed: true, cause: new Error("socket") }),
      502,
      {
        message: "The provider failed",
      },
    ],
  ])("%p answers %p", async (error, status, body) => {
    const answer = await call(throwing(error));
    expect(answer.status).toBe(status);
    expect(await answer.json()).toEqual({ success: false, ...body });
    expect(answer.headers.get("x-request-id")).toBeTruthy();
  });

  it("a rate limit answers 429 with Retry-After and its extra fields", async () => {
    const answer = await call(throwing(new RateLimitedError("Wait a minute", 60, { resendIn: 60 })));
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect(await answer.json()).toEqual({ success: false, message: "Wait a minute", retryAfter: 60, resendIn: 60 });
  });

  it("anything else is a 500 that says nothing internal", async () => {
    const answer = await call(throwing(new Error("secret detail")));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ success: false, message: "Something went wrong. Please try again." });
  });
});
