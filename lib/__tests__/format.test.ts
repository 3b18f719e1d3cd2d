import {
  formatShortPrice,
  coverImage,
  formatAvailability,
  formatDate,
  freshnessDateLabel,
  formatIndianAmount,
  formatListingPrice,
  formatPostedAgo,
  formatRupees,
  groupIndian,
  postedByLabel,
} from "@/lib/format";

describe("price formatting", () => {
  it("groups rupees the Indian way", () => {
    expect(formatRupees(18000)).toBe("₹18,000");
    expect(formatRupees(1234567)).toBe("₹12,34,567");
  });

  it("groups digits exactly as Intl's en-IN number format does, without building one", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const values = [0, 1, 12, 999, 1000, 1000.5, 99_999.49, 100_000, 1_234_567.5, 10_000_000, 987_654_321_012, 0.4];
    for (let i = 0; i < 2000; i++) values.push(Math.random() * 10 ** Math.floor(Math.random() * 13));
    for (const value of values) expect([value, groupIndian(value)]).toEqual([value, intl.format(value)]);
  });

  it("writes a moment's date in India exactly as Intl's en-IN format with India's time zone, without building one", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    // Every month, either side of midnight in India (18:30 UTC), a leap day and the turn of a year.
    const moments = [
      "2024-02-29T12:00:00Z",
      "2025-12-31T18:29:59.999Z",
      "2025-12-31T18:30:00Z",
      "1970-01-01T00:00:00Z",
    ];
    for (let month = 0; month < 12; month++) {
      moments.push(new Date(Date.UTC(2026, month, 14, 18, 29, 59)).toISOString());
      moments.push(new Date(Date.UTC(2026, month, 14, 18, 30, 0)).toISOString());
    }
    for (let i = 0; i < 2000; i++) moments.push(new Date(Date.UTC(1990, 0, 1) + Math.random() * 4e12).toISOString());
    for (const moment of moments) expect([moment, formatDate(moment)]).toEqual([moment, intl.format(new Date(moment))]);
    expect(freshnessDateLabel({ createdAt: "2026-11-13T19:00:00Z" })).toBe("Posted on 14 Nov 2026");
    expect(() => formatDate("not a date")).toThrow(RangeError);
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

describe("listing dates and who posted", () => {
  const now = Date.parse("2026-07-10T12:00:00Z");
  it("says how long ago a listing was posted, in days, then months, then years", () => {
    expect(formatPostedAgo("2026-07-10T08:00:00Z", now)).toBe("Posted today");
    expect(formatPostedAgo("2026-07-09T08:00:00Z", now)).toBe("Posted yesterday");
    expect(formatPostedAgo("2026-07-07T12:00:00Z", now)).toBe("Posted 3 days ago");
    expect(formatPostedAgo("2026-05-01T12:00:00Z", now)).toBe("Posted 2 months ago");
    expect(formatPostedAgo("2024-06-01T12:00:00Z", now)).toBe("Posted 2 years ago");
  });

  it("says a home is ready to move into unless its date is still ahead", () => {
    expect(formatAvailability(undefined, now)).toBe("Ready to move");
    expect(formatAvailability("2026-07-01T00:00:00Z", now)).toBe("Ready to move");
    expect(formatAvailability("2026-08-05T00:00:00Z", now)).toBe("Available from 5 Aug");
    expect(formatAvailability("2027-01-15T00:00:00Z", now)).toBe("Available from 15 Jan 2027");
  });

  it("names older listings, which only agents could post, as the agent's", () => {
    expect(postedByLabel("owner")).toBe("Owner");
    expect(postedByLabel("agent")).toBe("Agent");
    expect(postedByLabel(undefined)).toBe("Agent");
  });

  it("shortens prices for map pins: thousands, lakh and crore", () => {
    expect(formatShortPrice(18_000)).toBe("₹18K");
    expect(formatShortPrice(8_500)).toBe("₹8.5K");
    expect(formatShortPrice(4_500_000)).toBe("₹45L");
    expect(formatShortPrice(250_000)).toBe("₹2.5L");
    expect(formatShortPrice(12_000_000)).toBe("₹1.2Cr");
    expect(formatShortPrice(950)).toBe("₹950");
  });
});
