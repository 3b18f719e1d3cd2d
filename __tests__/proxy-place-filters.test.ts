import { NextRequest } from "next/server";
import { config, proxy } from "@/proxy";
import { PLACE_QUERY_WORDS } from "@/lib/listings/links/place-pages";

const visit = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

describe("proxy: place pages narrowed by the advanced filters", () => {
  it("runs for a place page carrying any word that narrows it", () => {
    const keys = config.matcher.flatMap((entry) =>
      typeof entry === "object" && "has" in entry ? entry.has.map((h: { key: string }) => h.key) : [],
    );
    for (const word of PLACE_QUERY_WORDS) expect(keys).toContain(word);
  });

  it("sends a plain form's submission (repeated amenities, blank words) to the canonical address", async () => {
    const response = await visit(
      "/rent/bhubaneswar?bhk=&propertyType=&tenant=bachelors&amenities=Lift&amenities=Parking&minArea=&maxArea=2000&availableBy=&sort=featured",
    );
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.pathname}${location.search}`).toBe(
      "/rent/bhubaneswar?tenant=bachelors&amenities=Parking%2CLift&maxArea=2000",
    );
  });

  it("serves the canonical address from the filtered route, and drops a plot's tenant", async () => {
    const response = await visit("/rent/bhubaneswar/patia?amenities=Parking%2CLift&availableBy=2027-01-05");
    expect(response.headers.get("x-middleware-rewrite")).toContain(
      `/rent/bhubaneswar/patia/${encodeURIComponent("amenities=Parking%2CLift&availableBy=2027-01-05")}`,
    );
    const plot = await visit("/plots/khordha?tenant=family&minArea=1200");
    expect(new URL(plot.headers.get("location")!).search).toBe("?minArea=1200");
  });

  it("ignores the parameter Next.js adds to a client navigation, so it neither redirects nor splits the cache", async () => {
    const response = await visit("/rent/bhubaneswar/patia?bhk=2&_rsc=1x2y3");
    expect(response.status).not.toBe(308);
    expect(response.headers.get("x-middleware-rewrite")).toContain(
      `/rent/bhubaneswar/patia/${encodeURIComponent("bhk=2")}`,
    );
  });

  it("rewrites on the request's own origin, so Next.js keeps the rewrite inside the server", async () => {
    const request = new NextRequest("http://localhost:3000/rent/bhubaneswar?bhk=2", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "homes.example" },
    });
    const rewrite = new URL((await proxy(request)).headers.get("x-middleware-rewrite")!);
    expect(rewrite.origin).toBe(new URL(request.url).origin);
  });

  it("sends the search route asked for by its own address to the search it spells, or answers 404", async () => {
    const spelled = await visit("/rent/bhubaneswar/patia/bhk=2&zzz=1");
    expect(spelled.status).toBe(308);
    const location = new URL(spelled.headers.get("location")!);
    expect(`${location.pathname}${location.search}`).toBe("/rent/bhubaneswar/patia?bhk=2");
    const cityWide = new URL((await visit("/buy/bhubaneswar/_/bhk%3D3")).headers.get("location")!);
    expect(`${cityWide.pathname}${cityWide.search}`).toBe("/buy/bhubaneswar?bhk=3");
    for (const path of ["/rent/bhubaneswar/patia/junk123", "/rent/bhubaneswar/patia/zzz=1"]) {
      const response = await visit(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("answers 400, never publicly cached, for a place or sitemap address with broken percent-encoding", async () => {
    for (const path of ["/rent/%E0%A4%A", "/buy/bhubaneswar/patia/%E0%A4%A", "/plots/%ZZ", "/sitemaps/%FF.xml"]) {
      const response = await visit(path);
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});
