// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next.js ships the matcher of its rewrites without types
const { pathToRegexp } = require("next/dist/compiled/path-to-regexp") as {
  pathToRegexp: (source: string, keys: unknown[], options: { strict: boolean }) => RegExp;
};
import { englishRewrites, localePath, prefixedSource, publicAddress, splitLocale } from "@/lib/i18n/locales";

describe("the languages' addresses", () => {
  it("names a route's path by its public address", () => {
    expect(publicAddress("/en/properties/1")).toBe("/properties/1");
    expect(publicAddress("/en")).toBe("/");
    expect(publicAddress("/or/properties/1")).toBe("/or/properties/1");
    expect(publicAddress("/properties/1")).toBe("/properties/1");
  });

  it("keeps English unprefixed and puts Odia and Hindi under their prefix", () => {
    expect(localePath("en", "/rent/bhubaneswar/patia")).toBe("/rent/bhubaneswar/patia");
    expect(localePath("or", "/rent/bhubaneswar/patia")).toBe("/or/rent/bhubaneswar/patia");
    expect(localePath("hi", "/")).toBe("/hi");
    expect(localePath("en", "/")).toBe("/");
  });

  it("reads the language and the page back from an address, the English route's own path included", () => {
    expect(splitLocale("/or/rent/bhubaneswar/patia")).toEqual({ locale: "or", path: "/rent/bhubaneswar/patia" });
    expect(splitLocale("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/rent")).toEqual({ locale: "en", path: "/rent" });
    expect(splitLocale("/en/about")).toEqual({ locale: "en", path: "/about" });
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
    // A page whose first segment merely starts like a language is not one.
    expect(splitLocale("/original")).toEqual({ locale: "en", path: "/original" });
  });

  it("rewrites every unprefixed page to the English route, and nothing else", () => {
    const rules = englishRewrites(["/api", "/sitemap.xml", "/_next", "/admin"]);
    const [rest] = rules;
    const matches = (path: string) => pathToRegexp(rest.source, [], { strict: true }).test(path);
    // Next.js applies every matching rule in order, each to the previous one's result.
    const served = (path: string) =>
      rules.reduce((current, rule) => {
        const match = pathToRegexp(rule.source, [], { strict: true }).exec(current);
        return match ? rule.destination.replace(":path", match[1] ?? "") : current;
      }, path);
    expect(served("/")).toBe("/en");
    expect(served("/about")).toBe("/en/about");
    expect(served("/or/about")).toBe("/or/about");
    expect(served("/en")).toBe("/en/en");
    for (const path of ["/about", "/rent/bhubaneswar/patia", "/properties/1", "/en/about", "/original", "/hindi"])
      expect([path, matches(path)]).toEqual([path, true]);
    for (const path of ["/or", "/or/about", "/hi/rent", "/api/health", "/sitemap.xml", "/_next/static/x.js", "/admin"])
      expect([path, matches(path)]).toEqual([path, false]);
    expect(matches("/sitemapxml")).toBe(true);
  });

  it("names the prefixed languages' versions of a header source", () => {
    expect(prefixedSource("/")).toBe("/:locale(or|hi)");
    expect(prefixedSource("/:kind(rent|buy|plots)")).toBe("/:locale(or|hi)/:kind(rent|buy|plots)");
  });
});
