import { NextRequest } from "next/server";
import { config, proxy } from "@/proxy";
import { PLACE_QUERY_WORDS } from "@/lib/listings/query";

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
});
