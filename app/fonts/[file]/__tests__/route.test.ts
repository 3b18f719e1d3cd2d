import { GET, generateStaticParams } from "@/app/fonts/[file]/route";
import { scriptFontHead } from "@/app/[locale]/script-fonts";

// The Odia and Devanagari font files as the site serves them, and what an Odia or Hindi page asks for.

const get = (file: string) => GET(new Request(`http://localhost/fonts/${file}`), { params: Promise.resolve({ file }) });

describe("the script fonts", () => {
  it("serves every file a page names, as woff2 kept a year", async () => {
    const names = generateStaticParams().map((p) => p.file);
    expect(names).toHaveLength(2);
    for (const locale of ["or", "hi"] as const) {
      const head = scriptFontHead(locale)!;
      const urls = [...head.css.matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url);
      // One weight, the body's, declared and preloaded: bolder text is drawn from it.
      expect(urls).toHaveLength(1);
      expect(head.preload).toEqual(urls);
      for (const url of [...urls, ...head.preload]) expect(names).toContain(url.replace("/fonts/", ""));
    }
    for (const name of names) {
      const response = await get(name);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("font/woff2");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await response.arrayBuffer());
      // A WOFF2 file starts with its signature, "wOF2".
      expect(String.fromCharCode(...bytes.slice(0, 4))).toBe("wOF2");
      expect(bytes.length).toBeGreaterThan(20_000);
    }
  });

  it("names the package's version in each address, and answers 404 to any other name", async () => {
    for (const name of generateStaticParams().map((p) => p.file)) expect(name).toMatch(/\.v\d+\.\d+\.\d+\.woff2$/);
    expect((await get("../../package.json")).status).toBe(404);
    expect((await get("noto-sans-oriya-oriya-400-normal.woff2")).status).toBe(404);
  });

  it("gives an English page nothing to declare or preload", () => {
    expect(scriptFontHead("en")).toBeUndefined();
    expect(scriptFontHead("or")!.css).toContain('font-family:"Site Odia"');
    expect(scriptFontHead("hi")!.preload).toEqual([expect.stringMatching(/devanagari-400-/)]);
  });
});
