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
