import { coverImage, formatIndianAmount, formatListingPrice, formatRupees } from "@/lib/format";

describe("price formatting", () => {
  it("groups rupees the Indian way", () => {
    expect(formatRupees(18000)).toBe("₹18,000");
    expect(formatRupees(1234567)).toBe("₹12,34,567");
  });

  it("reads rent per month and sale prices in lakh and crore", () => {
    expect(formatListingPrice("rent", 18000)).toBe("₹18,000/mo");
    expect(formatListingPrice("sale", 4_500_000)).toBe("₹45 Lakh");
    expect(formatListingPrice("land", 12_000_000)).toBe("₹1.2 Cr");
    expect(formatIndianAmount(2_450_000)).toBe("₹24.5 Lakh");
    expect(formatIndianAmount(95_000)).toBe("₹95,000");
  });

  it("picks the primary image, then the first image, then pictures", () => {
    expect(coverImage({ images: [{ url: "/a.jpg" }, { url: "/b.jpg", isPrimary: true }] })).toBe("/b.jpg");
    expect(coverImage({ images: [], pictures: ["/c.jpg"] })).toBe("/c.jpg");
  });
});
