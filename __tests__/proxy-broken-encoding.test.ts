import { AsyncLocalStorage } from "node:async_hooks";
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { setLogDestination } from "@/lib/log";
import { refuseBrokenEncoding } from "@/lib/proxy/broken-encoding";
import { config, proxy } from "@/proxy";

// Next.js's request-matching helpers expect the server's globals.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
const { unstable_doesMiddlewareMatch } =
  require("next/experimental/testing/server") as typeof import("next/experimental/testing/server");

/** Whether Next.js runs proxy.ts for the address, by the matcher exactly as the server compiles it. */
const proxyRunsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });
const visit = (url: string) => proxy(new NextRequest(`http://localhost:3000${url}`));

/** Addresses a review found answering a bare 500: broken, overlong and surrogate encodings off the old list. */
const REPORTED = [
  "/sale/%E0%A4%A",
  "/sale/%ED%A0%80",
  "/commercial/%ED%A0%80",
  "/%ZZ",
  "/%C0%80",
  "/xyz/%ZZ",
  "/alerts/%C0%80",
  "/compare/%C0%80",
  "/profile/%C0%80",
];

/**
 * One address with a broken encoding under every top-level folder of the app, read from the app directory
 * so a route added later is covered too: each folder of the site's pages, the admin, API, sitemap and upload
 * routes, and a first segment no folder names (the catch-all place route `[kind]` takes it).
 */
function underEveryRouteFolder(): string[] {
  const folders = (dir: string) =>
    readdirSync(path.join(process.cwd(), dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[_([]/.test(entry.name))
      .map((entry) => entry.name);
  const segments = [...folders("app"), ...folders("app/[locale]/(site)"), "rent", "houses-for-sale"];
  expect(segments).toEqual(expect.arrayContaining(["admin", "api", "sitemaps", "uploads", "profile", "compare"]));
  return segments.flatMap((segment) => [`/${segment}/%E0%A4%A`, `/${segment}/deeper/%C0%80`]);
}

/** Collects the server's log lines while `run` runs. */
async function logLinesOf(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const restore = setLogDestination({ write: (line: string) => lines.push(JSON.parse(line)) });
  try {
    await run();
  } finally {
    restore();
  }
  return lines;
}

describe("proxy: addresses with a broken percent-encoding", () => {
  const broken = [...REPORTED, ...underEveryRouteFolder()];

  it("reach the proxy, whatever route they fall under", () => {
    const missed = broken.filter((url) => !proxyRunsFor(url));
    expect(missed).toEqual([]);
  });

  it("answer 400, never publicly cached, and each refusal is logged once as a warning with its path", async () => {
    for (const url of broken) {
      let status = 0;
      let cacheControl: string | null = null;
      const lines = await logLinesOf(async () => {
        const response = await visit(url);
        status = response.status;
        cacheControl = response.headers.get("cache-control");
      });
      expect({ url, status, cacheControl }).toEqual({ url, status: 400, cacheControl: "private, no-store" });
      expect(lines).toEqual([expect.objectContaining({ level: "warn", path: url })]);
      expect(lines[0]).not.toHaveProperty("err");
      expect(lines[0]).not.toHaveProperty("stack");
    }
  });

  it("are refused for every kind of undecodable byte sequence, and valid encodings pass", () => {
    const refused = (url: string) => refuseBrokenEncoding(new NextRequest(`http://localhost:3000${url}`))?.status;
    // Cut short, not hex, a lone % , not UTF-8, overlong, an encoded surrogate, above U+10FFFF.
    for (const url of ["/x/%E0%A4%A", "/x/%ZZ", "/x/%", "/x/%FF", "/x/%C0%80", "/x/%ED%A0%80", "/x/%F4%90%80%80"]) {
      expect({ url, status: refused(url) }).toEqual({ url, status: 400 });
    }
    for (const url of [
      "/rent/bhubaneswar/patia",
      "/%E0%A4%AA",
      "/rent/bhubaneswar/%E0%A4%AA%E0%A4%9F",
      "/x/%25",
      "/x/%20y",
    ]) {
      expect({ url, status: refused(url) }).toEqual({ url, status: undefined });
    }
  });

  it("leave the plain addresses of cached pages, the API and uploads out of the proxy", () => {
    for (const url of [
      "/",
      "/rent/bhubaneswar/patia",
      "/properties/65f0c0ffee0123456789abcd",
      "/sitemaps/listings-1.xml",
      "/about",
      "/api/property/property/65f0c0ffee0123456789abcd",
      "/uploads/listings/photo.jpg",
    ]) {
      expect({ url, runs: proxyRunsFor(url) }).toEqual({ url, runs: false });
    }
    // A valid encoding reaches the proxy (only a `%` can be checked) and goes on to its route.
    expect(proxyRunsFor("/rent/bhubaneswar/%E0%A4%AA")).toBe(true);
  });
});

describe("a plain character spelled as its encoding", () => {
  it("is sent to the plain address (308), so a guarded page is still guarded and nothing answers 500", async () => {
    for (const [spelled, plain] of [
      ["/profil%65", "/profile"],
      ["/%70rofile", "/profile"],
      ["/messag%65s/abc", "/messages/abc"],
      ["/admin/dashboar%64?tab=users", "/admin/dashboard?tab=users"],
      ["/rent/bhubaneswar/p%61tia", "/rent/bhubaneswar/patia"],
      ["/properties/%7Eid%2Dx%2E%5F", "/properties/~id-x._"],
    ]) {
      expect(proxyRunsFor(spelled)).toBe(true);
      const answer = await visit(spelled);
      expect(answer.status).toBe(308);
      const location = new URL(answer.headers.get("location")!);
      expect(`${location.pathname}${location.search}`).toBe(plain);
    }
  });

  it("keeps encodings that mean something: an encoded slash or percent sign, and non-ASCII place names", async () => {
    for (const kept of ["/properties/a%2Fb", "/properties/100%25", "/rent/%E0%AC%AA%E0%AC%BE"]) {
      const answer = await visit(kept);
      expect(answer.status).not.toBe(308);
    }
  });
});
