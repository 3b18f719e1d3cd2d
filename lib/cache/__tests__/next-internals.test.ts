import { readFileSync } from "node:fs";
import path from "node:path";
import { APP_PAGE_KIND, CHECKED_NEXT_VERSION, pageEntry, pathTags } from "@/lib/cache/next-internals.mjs";

// The page cache relies on three facts of Next.js that it does not document (lib/cache/next-internals.mjs).
// They were checked against one version; when package-lock.json moves Next.js, this fails until someone
// checks them again (and the behaviour tests of the cache, which use them, pass) and moves the pin.

const lockedNext = () =>
  (
    JSON.parse(readFileSync(path.join(process.cwd(), "package-lock.json"), "utf8")) as {
      packages: Record<string, { version: string }>;
    }
  ).packages["node_modules/next"].version;

describe("what the page cache relies on from Next.js", () => {
  it("was checked against the Next.js version of package-lock.json, which is the one installed", () => {
    expect(lockedNext()).toBe(CHECKED_NEXT_VERSION);
    const installed = (require("next/package.json") as { version: string }).version;
    expect(installed).toBe(CHECKED_NEXT_VERSION);
  });

  it("tags a path's page as revalidatePath expires it", () => {
    const { NEXT_CACHE_IMPLICIT_TAG_ID } = require("next/dist/lib/constants") as {
      NEXT_CACHE_IMPLICIT_TAG_ID: string;
    };
    expect(NEXT_CACHE_IMPLICIT_TAG_ID).toBe("_N_T_");
    expect(pathTags("/rent/bhubaneswar")).toEqual(["_N_T_/rent/bhubaneswar"]);
    expect(pathTags("/")).toEqual(["_N_T_/", "_N_T_/index"]);
  });

  it("knows an App Router page's entry by the kind Next.js gives it, and writes its headers and status", () => {
    const { CachedRouteKind } = require("next/dist/server/response-cache/types") as {
      CachedRouteKind: Record<string, string>;
    };
    expect(CachedRouteKind.APP_PAGE).toBe(APP_PAGE_KIND);
    const entry: { kind: string; html: string; headers?: Record<string, unknown>; status?: number } = {
      kind: APP_PAGE_KIND,
      html: "<html></html>",
    };
    const page = pageEntry(entry)!;
    page.headers["x-test"] = "1";
    page.setStatus(410);
    expect(entry).toMatchObject({ headers: { "x-test": "1" }, status: 410 });
    expect(pageEntry({ kind: CachedRouteKind.APP_ROUTE, html: "x" })).toBeNull();
  });
});
