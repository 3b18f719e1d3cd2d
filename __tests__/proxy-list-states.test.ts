import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

// /properties is served whole from the page cache: the proxy guards it, sends each state to its canonical
// address and rewrites that to the cached route of the state.
beforeEach(resetDatabase);

const visit = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
const signedIn = async () => ({ cookie: (await userWithSession({ role: "user" })).cookie });

describe("proxy: the states of the listing search", () => {
  it("rewrites a signed-in search in its canonical spelling to the cached route of that state", async () => {
    const headers = await signedIn();
    const plain = await visit("/properties", headers);
    expect(new URL(plain.headers.get("x-middleware-rewrite")!).pathname).toBe("/properties/search/_");
    expect(plain.headers.get("cache-control")).toBe("private, no-store");

    const narrowed = await visit("/properties?type=rent&bhk=2&sort=price_asc&page=3", headers);
    expect(narrowed.headers.get("location")).toBeNull();
    expect(new URL(narrowed.headers.get("x-middleware-rewrite")!).pathname).toBe(
      `/properties/search/${encodeURIComponent("type=rent&bhk=2&sort=price_asc&page=3")}`,
    );
    expect(narrowed.headers.get("cache-control")).toBe("private, no-store");
    // A state served from the cache names its scripts' hashes; no per-request nonce is made for it.
    expect(narrowed.headers.get("content-security-policy")).toBeNull();
  });

  it("sends another spelling of a state (old words, defaults, blanks, unknown words) to the canonical one", async () => {
    const headers = await signedIn();
    const response = await visit(
      "/properties?query=patia&sort=featured&page=1&furnishing=&utm_source=mail&bhk=3",
      headers,
    );
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.pathname}${location.search}`).toBe("/properties?bhk=3&q=patia");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("still sends a signed-out visitor to sign in, whatever the state", async () => {
    const response = await visit("/properties?bhk=2");
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/properties?bhk=2");
  });

  it("sends a request for a cached state's own address to the /properties address it stands for", async () => {
    for (const [path, target] of [
      [`/properties/search/${encodeURIComponent("bhk=2&q=patia")}`, "/properties?bhk=2&q=patia"],
      ["/properties/search/_", "/properties"],
      // A forged marker is not the proxy's own.
      ["/properties/search/bhk%3D2", "/properties?bhk=2"],
    ]) {
      const response = await visit(path, { "x-odisha-homes-list-state": "forged" });
      expect(response.status).toBe(308);
      const location = new URL(response.headers.get("location")!);
      expect(`${location.pathname}${location.search}`).toBe(target);
    }
  });
});
