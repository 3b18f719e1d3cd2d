import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { callApi, callRoute, failureMessage, queryString, routeUrl } from "@/components/ui/api";
import { admin, accounts, listings, messages } from "@/lib/contracts";
import { route } from "@/lib/contracts/route";

// The typed client against a local HTTP server: the browser's relative paths go to it through a fetch that
// prefixes its address, so method, headers and body travel over real HTTP.

type Seen = { method: string; url: string; contentType: string | undefined; body: string };

let server: Server;
let base: string;
let seen: Seen[] = [];
let reply: { status: number; body: string; contentType?: string } = { status: 200, body: "{}" };
const realFetch = global.fetch;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      contentType: request.headers["content-type"],
      body: await readBody(request),
    });
    response.writeHead(reply.status, { "content-type": reply.contentType ?? "application/json" });
    response.end(reply.body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  global.fetch = ((url: string, init?: RequestInit) => realFetch(base + url, init)) as typeof fetch;
});

afterAll(async () => {
  global.fetch = realFetch;
  server.close();
  await once(server, "close");
});

beforeEach(() => {
  seen = [];
  reply = { status: 200, body: "{}" };
});

describe("routeUrl", () => {
  it("builds the path from its parameters, encoded", () => {
    expect(routeUrl(admin.adminUpdateUser, { params: { id: "64b0c0ffee0000000000abcd" } })).toBe(
      "/api/admin/user/64b0c0ffee0000000000abcd",
    );
    expect(routeUrl(messages.reportListing, { params: { id: "a/../b" } })).toBe(
      "/api/property/property/a%2F..%2Fb/report",
    );
    expect(routeUrl(accounts.currentUser)).toBe("/api/user/home");
  });

  it("adds the query words, leaving out empty ones and repeating arrays", () => {
    expect(routeUrl(admin.adminListingList, { query: { page: 2, limit: 20, q: "", status: "pending" } })).toBe(
      "/api/admin/properties?page=2&limit=20&status=pending",
    );
    expect(routeUrl(listings.listingSearch, { query: { q: "flat & garden", minPrice: undefined } })).toBe(
      "/api/property/property?q=flat+%26+garden",
    );
    expect(queryString({ tag: ["a", "b"], none: null, off: false })).toBe("?tag=a&tag=b&off=false");
    expect(queryString(undefined)).toBe("");
  });
});

describe("callRoute", () => {
  it("GETs the route's URL and hands back status and JSON body", async () => {
    reply = { status: 200, body: JSON.stringify({ success: true, users: [], total: 0, page: 3, limit: 5 }) };
    const answer = await callRoute(admin.adminUserList, { query: { page: 3, limit: 5 } });
    expect(seen).toEqual([
      { method: "GET", url: "/api/admin/user-list?page=3&limit=5", contentType: undefined, body: "" },
    ]);
    expect(answer).toEqual({ ok: true, status: 200, body: { success: true, users: [], total: 0, page: 3, limit: 5 } });
  });

  it("sends the route's method with a JSON body and its content type", async () => {
    await callRoute(admin.adminUpdateUser, { params: { id: "u1" }, json: { name: "Asha" } });
    await callRoute(listings.deleteListing, { params: { id: "p1" }, json: { reason: "Duplicate" } });
    expect(seen).toEqual([
      { method: "PUT", url: "/api/admin/user/u1", contentType: "application/json", body: '{"name":"Asha"}' },
      {
        method: "DELETE",
        url: "/api/property/property/p1",
        contentType: "application/json",
        body: '{"reason":"Duplicate"}',
      },
    ]);
  });

  it("uses the route's method without a body (a POST with nothing to send stays a POST)", async () => {
    await callRoute(accounts.logout);
    await callRoute(messages.deleteMessage, { params: { id: "m1" } });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ["POST", "/api/auth/user/logout", ""],
      ["DELETE", "/api/messages/m1", ""],
    ]);
  });

  it("sends form data as it is", async () => {
    const form = new FormData();
    form.set("name", "Asha");
    await callRoute(accounts.updateProfile, { params: { id: "u1" }, body: form });
    expect(seen[0].method).toBe("PUT");
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="name"\r\n\r\nAsha');
  });

  it("hands back a failure's status, message and field errors", async () => {
    reply = {
      status: 400,
      body: JSON.stringify({ success: false, message: "Bad name", errors: { name: "Bad name" } }),
    };
    const answer = await callRoute(accounts.register, {
      json: { name: "", email: "a@b.c", password: "x", confirmPassword: "x" },
    });
    expect(answer.ok).toBe(false);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ name: "Bad name" });
    expect(failureMessage(answer, "fallback")).toBe("Bad name");
  });

  it("reads a body that is not JSON as empty", async () => {
    reply = { status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" };
    const answer = await callRoute(accounts.currentUser);
    expect(answer).toEqual({ ok: false, status: 502, body: {} });
    expect(failureMessage(answer, "Could not load")).toBe("Could not load");
  });

  it("never throws: a request that does not get through answers status 0", async () => {
    const unreachable = route("GET", "/api/x").answers();
    global.fetch = (() => Promise.reject(new TypeError("fetch failed"))) as typeof fetch;
    try {
      const answer = await callRoute(unreachable);
      expect(answer).toEqual({ ok: false, status: 0, body: {} });
      expect(failureMessage(answer, "fallback")).toBe("Error connecting to server");
    } finally {
      global.fetch = ((url: string, init?: RequestInit) => realFetch(base + url, init)) as typeof fetch;
    }
  });

  it("never throws on an aborted request either", async () => {
    const controller = new AbortController();
    controller.abort();
    const answer = await callRoute(accounts.currentUser, { signal: controller.signal });
    expect(answer.status).toBe(0);
    expect(seen).toEqual([]);
  });

  it("keeps callApi's own defaults: POST when there is a body, GET without", async () => {
    await callApi("/api/a", { json: {} });
    await callApi("/api/b");
    expect(seen.map((s) => s.method)).toEqual(["POST", "GET"]);
  });
});
