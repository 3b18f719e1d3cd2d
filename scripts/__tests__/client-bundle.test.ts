import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  chunksGzipSize,
  clientFilesContaining,
  firstLoadChunks,
  firstLoadChunksContaining,
  gzipSize,
} from "@/scripts/client-bundle.mjs";

describe("client bundle check", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "client-bundle-"));
    mkdirSync(path.join(dir, "chunks/app"), { recursive: true });
    writeFileSync(path.join(dir, "chunks/app/page.js"), 'const key="rzp_test_public";');
    writeFileSync(path.join(dir, "chunks/leaky.js"), 'const secret="the-key-secret";');
    writeFileSync(path.join(dir, "chunks/notes.txt"), "the-key-secret");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the scripts, at any depth, that contain the value", () => {
    expect(clientFilesContaining(dir, "the-key-secret")).toEqual([path.join(dir, "chunks/leaky.js")]);
  });

  it("finds nothing when no script contains the value", () => {
    expect(clientFilesContaining(dir, "another-secret")).toEqual([]);
  });
});

describe("first-load scripts of a page", () => {
  const html = [
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
    '<script src="/_next/static/chunks/framework-2.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>',
    // React's payload names the chunks of the page's client components.
    '<script>self.__next_f.push([1,"5:I[123,[\\"static/chunks/page-4.js\\"],\\"Gallery\\"]"])</script>',
    '<script src="/_next/static/chunks/framework-2.js" async=""></script>',
  ].join("");

  it("names each script tag, preload and payload chunk once, leaving out legacy polyfills", () => {
    expect(firstLoadChunks(html)).toEqual([
      "static/chunks/framework-2.js",
      "static/chunks/page-4.js",
      "static/chunks/webpack-1.js",
    ]);
  });

  it("adds up the chunks' compressed sizes from the build folder", () => {
    const build = mkdtempSync(path.join(tmpdir(), "first-load-"));
    mkdirSync(path.join(build, "static/chunks"), { recursive: true });
    const a = "console.log('a');".repeat(200);
    const b = "let b = 1;";
    writeFileSync(path.join(build, "static/chunks/a.js"), a);
    writeFileSync(path.join(build, "static/chunks/b.js"), b);
    try {
      const total = chunksGzipSize(build, ["static/chunks/a.js", "static/chunks/b.js"]);
      expect(total).toBe(gzipSize(Buffer.from(a)) + gzipSize(Buffer.from(b)));
      expect(total).toBeLessThan(a.length);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it("names the first-load scripts that contain a library loaded on demand, and only those", () => {
    const build = mkdtempSync(path.join(tmpdir(), "first-load-"));
    mkdirSync(path.join(build, "static/chunks"), { recursive: true });
    writeFileSync(path.join(build, "static/chunks/framework-2.js"), "react();");
    writeFileSync(path.join(build, "static/chunks/webpack-1.js"), "webpack();");
    writeFileSync(path.join(build, "static/chunks/page-4.js"), 'el.className="leaflet-tile";');
    try {
      expect(firstLoadChunksContaining(build, html, "leaflet-tile")).toEqual(["static/chunks/page-4.js"]);
      expect(firstLoadChunksContaining(build, html, "supercluster")).toEqual([]);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
