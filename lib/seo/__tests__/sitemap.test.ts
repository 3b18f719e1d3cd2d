import { placePaths, sitemapFiles, sitemapIndexXml, sitemapXml, urlsetXml } from "@/lib/seo/sitemap";
import { findPlaceDirectory } from "@/lib/listings";
import { siteUrl } from "@/lib/site";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

beforeEach(resetDatabase);

describe("sitemap files", () => {
  it("is one file while every address fits", () => {
    expect(sitemapFiles({ pages: 100, listings: 44_900 })).toBeNull();
    expect(sitemapFiles({ pages: 3, listings: 7 }, 10)).toBeNull();
  });

  it("becomes an index of files of at most the limit once the addresses pass it", () => {
    expect(sitemapFiles({ pages: 100, listings: 44_901 })).toEqual([
      { name: "pages-1", section: "pages", skip: 0, limit: 45_000 },
      { name: "listings-1", section: "listings", skip: 0, limit: 45_000 },
    ]);
    // 100,000 listings and 1,500 place pages: three listing files, the last one partly filled.
    const files = sitemapFiles({ pages: 1_511, listings: 100_000 })!;
    expect(files.map((f) => f.name)).toEqual(["pages-1", "listings-1", "listings-2", "listings-3"]);
    expect(files.at(-1)).toMatchObject({ skip: 90_000 });
    // Small limits cut every section.
    expect(sitemapFiles({ pages: 5, listings: 21 }, 10)!.map((f) => f.name)).toEqual([
      "pages-1",
      "listings-1",
      "listings-2",
      "listings-3",
    ]);
  });

  it("writes escaped addresses, image entries and the index", () => {
    const xml = urlsetXml([{ loc: "https://x.in/a?b=1&c=2", images: ["https://x.in/p.jpg"], priority: 0.7 }]);
    expect(xml).toContain("<loc>https://x.in/a?b=1&amp;c=2</loc>");
    expect(xml).toContain("<image:image><image:loc>https://x.in/p.jpg</image:loc></image:image>");
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(sitemapIndexXml(["https://x.in/sitemaps/pages-1.xml"])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://x.in/sitemaps/pages-1.xml</loc></sitemap>'.replace(
        "><sitemap>",
        ">\n<sitemap>",
      ),
    );
  });
});

describe("the sitemap", () => {
  it("lists each city and locality page per kind that has active listings, and each listing with its photo", async () => {
    const flat = await createProperty({
      type: "rent",
      location: { city: "Bhubaneswar", locality: "Saheed Nagar", address: "A" },
    });
    await createProperty({
      type: "sale",
      isActive: false,
      location: { city: "Bhubaneswar", locality: "Patia", address: "B" },
    });
    expect(placePaths(await findPlaceDirectory())).toEqual(["/rent/bhubaneswar", "/rent/bhubaneswar/saheed-nagar"]);

    const xml = await sitemapXml();
    expect(xml).toContain(`<loc>${siteUrl("/rent/bhubaneswar/saheed-nagar")}</loc>`);
    expect(xml).not.toContain("/buy/");
    expect(xml).toContain(`<loc>${siteUrl(`/properties/${flat._id}`)}</loc>`);
    expect(xml).toContain(`<image:loc>${siteUrl("/images/listings/apartment-1.jpg")}</image:loc>`);
    expect(xml).toContain(`<loc>${siteUrl("/about")}</loc>`);
  });
});
