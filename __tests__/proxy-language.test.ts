import { NextRequest } from "next/server";
import { config, proxy } from "@/proxy";
import { resetDatabase } from "@/test/db-helpers";

beforeEach(resetDatabase);

const visit = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

describe("proxy: the Odia and Hindi pages go through their English twins' steps", () => {
  it("runs for the same pages in both prefixed languages", () => {
    const sources = config.matcher.map((entry) => (typeof entry === "string" ? entry : entry.source));
    for (const page of ["/profile", "/login", "/compare", "/properties"])
      expect(sources).toContain(`/:locale(or|hi)${page}`);
    const narrowed = config.matcher.filter(
      (entry) => typeof entry === "object" && entry.source === "/:locale(or|hi)/:kind(rent|buy|plots)/:path+",
    );
    const english = config.matcher.filter(
      (entry) => typeof entry === "object" && entry.source === "/:kind(rent|buy|plots)/:path+",
    );
    expect(narrowed.length).toBe(english.length);
  });

  it("sends a signed-out visitor of the Odia profile to the Odia sign-in page, and back", async () => {
    const response = await visit("/or/profile");
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/or/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/or/profile");
  });

  it("serves a narrowed Hindi place page from the Hindi route of its search", async () => {
    const response = await visit("/hi/rent/bhubaneswar/patia?bhk=2");
    const rewrite = new URL(response.headers.get("x-middleware-rewrite")!);
    expect(rewrite.pathname).toBe(`/hi/rent/bhubaneswar/patia/${encodeURIComponent("bhk=2")}`);
    const spelled = await visit("/or/rent/bhubaneswar?bhk=&maxPrice=20000");
    expect(spelled.status).toBe(308);
    const location = new URL(spelled.headers.get("location")!);
    expect(`${location.pathname}${location.search}`).toBe("/or/rent/bhubaneswar?maxPrice=20000");
  });

  it("leaves English addresses as they were", async () => {
    const response = await visit("/profile");
    expect(new URL(response.headers.get("location")!).pathname).toBe("/login");
    const place = await visit("/rent/bhubaneswar/patia?bhk=2");
    expect(new URL(place.headers.get("x-middleware-rewrite")!).pathname).toBe(
      `/rent/bhubaneswar/patia/${encodeURIComponent("bhk=2")}`,
    );
  });
});
