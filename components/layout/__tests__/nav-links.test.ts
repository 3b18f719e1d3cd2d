import { isCurrent } from "@/components/layout/nav-links";

describe("the header's current page", () => {
  it("marks Properties on every listing page and nowhere else", () => {
    for (const path of ["/rent", "/buy", "/plots/bhubaneswar", "/rent/bhubaneswar/patia", "/properties"]) {
      expect(isCurrent(path, "/rent")).toBe(true);
    }
    for (const path of ["/", "/about", "/rental-guide"]) expect(isCurrent(path, "/rent")).toBe(false);
    expect(isCurrent("/about", "/about")).toBe(true);
    expect(isCurrent("/", "/")).toBe(true);
  });
});

describe("the header's current page in Odia and Hindi", () => {
  it("marks the same link on the page's Odia and Hindi addresses, and on the English route's own path", () => {
    expect(isCurrent("/or/rent/bhubaneswar/patia", "/rent")).toBe(true);
    expect(isCurrent("/hi/about", "/about")).toBe(true);
    expect(isCurrent("/or", "/")).toBe(true);
    expect(isCurrent("/en/about", "/about")).toBe(true);
    expect(isCurrent("/hi/about", "/")).toBe(false);
  });
});
