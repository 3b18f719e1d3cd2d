import {
  formatArea,
  formatAvailability,
  formatCalendarDay,
  formatDate,
  formatIndianAmount,
  formatListingPrice,
  formatPostedAgo,
  formatShortPrice,
  freshnessDateLabel,
  freshnessLabel,
  listingTypeLabel,
  LISTING_TYPE_LABELS,
  postedByLabel,
} from "@/lib/format";

// The same helpers in Odia and Hindi: the words from the Format namespace, Western digits and Indian
// grouping in every language (docs/i18n.md). English is lib/__tests__/format.test.ts's.

describe("prices", () => {
  it("reads rent per month and sale prices in lakh and crore, in each language", () => {
    expect(formatListingPrice("rent", 18000, "or")).toBe("₹18,000/ମାସ");
    expect(formatListingPrice("rent", 18000, "hi")).toBe("₹18,000/महीना");
    expect(formatListingPrice("sale", 4_500_000, "or")).toBe("₹45 ଲକ୍ଷ");
    expect(formatListingPrice("sale", 4_500_000, "hi")).toBe("₹45 लाख");
    expect(formatListingPrice("land", 12_000_000, "or")).toBe("₹1.2 କୋଟି");
    expect(formatIndianAmount(12_000_000, "hi")).toBe("₹1.2 करोड़");
    expect(formatIndianAmount(95_000, "hi")).toBe("₹95,000");
    expect(formatListingPrice("rent", 18000, "en")).toBe("₹18,000/mo");
  });

  it("shortens a map pin's price with the unit in a word, Western digits", () => {
    expect(formatShortPrice(18_000, "or")).toBe("₹18 ହଜାର");
    expect(formatShortPrice(8_500, "hi")).toBe("₹8.5 हज़ार");
    expect(formatShortPrice(4_500_000, "or")).toBe("₹45 ଲକ୍ଷ");
    expect(formatShortPrice(250_000, "hi")).toBe("₹2.5 लाख");
    expect(formatShortPrice(12_000_000, "hi")).toBe("₹1.2 करोड़");
    expect(formatShortPrice(12_000_000, "or")).toBe("₹1.2 କୋଟି");
    expect(formatShortPrice(950, "or")).toBe("₹950");
    expect(formatShortPrice(12_000_000, "en")).toBe("₹1.2Cr");
  });

  it("names the listing's type and area unit", () => {
    expect(listingTypeLabel("rent", "or")).toBe("ଭଡ଼ା ପାଇଁ");
    expect(listingTypeLabel("sale", "hi")).toBe("बिक्री के लिए");
    expect(listingTypeLabel("land")).toBe("Land");
    expect(listingTypeLabel("lease", "hi")).toBe("lease");
    expect(LISTING_TYPE_LABELS).toEqual({ rent: "For Rent", sale: "For Sale", land: "Land" });
    expect(formatArea({ value: 1250, unit: "sqft" }, "or")).toBe("1,250 ବର୍ଗଫୁଟ");
    expect(formatArea({ value: 120, unit: "sqm" }, "hi")).toBe("120 वर्ग मीटर");
    expect(formatArea({ value: 1250, unit: "sqft" })).toBe("1,250 sq.ft");
  });
});

describe("dates", () => {
  it("names the month in full as CLDR does, with Western digits, on India's calendar", () => {
    for (const [locale, intlLocale] of [
      ["hi", "hi-IN"],
      ["or", "or-IN"],
    ] as const) {
      const months = new Intl.DateTimeFormat(intlLocale, { month: "long", timeZone: "UTC" });
      for (let month = 0; month < 12; month++) {
        // 18:30 UTC on the 14th is already the 15th in India.
        const moment = new Date(Date.UTC(2026, month, 14, 18, 30)).toISOString();
        expect(formatDate(moment, locale)).toBe(`15 ${months.format(new Date(Date.UTC(2026, month, 1)))} 2026`);
      }
    }
    expect(formatDate("2026-11-13T19:00:00Z", "or")).toBe("14 ନଭେମ୍ବର 2026");
    expect(formatDate("2026-11-13T19:00:00Z", "hi")).toBe("14 नवंबर 2026");
    expect(formatDate("2026-11-13T19:00:00Z")).toBe("14 Nov 2026");
  });

  it("writes a calendar day with its weekday and Western digits", () => {
    expect(formatCalendarDay("2026-03-14", "hi")).toMatch(/^शनि.*14.*मार्च.*2026$/);
    expect(formatCalendarDay("2026-03-14", "or")).toBe("ଶନି, ମାର୍ଚ୍ଚ 14, 2026");
    expect(formatCalendarDay("2026-03-14", "or")).not.toMatch(/[୦-୯]/);
    expect(formatCalendarDay("2026-03-14")).toBe("Sat, 14 Mar, 2026");
  });
});

describe("how old a listing is", () => {
  const now = Date.parse("2026-07-10T12:00:00Z");
  it("says when it was posted", () => {
    expect(formatPostedAgo("2026-07-10T08:00:00Z", now, "or")).toBe("ଆଜି ପୋଷ୍ଟ ହୋଇଛି");
    expect(formatPostedAgo("2026-07-09T08:00:00Z", now, "hi")).toBe("कल पोस्ट की गई");
    expect(formatPostedAgo("2026-07-07T12:00:00Z", now, "hi")).toBe("3 दिन पहले पोस्ट की गई");
    expect(formatPostedAgo("2026-06-05T12:00:00Z", now, "hi")).toBe("1 महीना पहले पोस्ट की गई");
    expect(formatPostedAgo("2026-05-01T12:00:00Z", now, "hi")).toBe("2 महीने पहले पोस्ट की गई");
    expect(formatPostedAgo("2024-06-01T12:00:00Z", now, "or")).toBe("2 ବର୍ଷ ଆଗରୁ ପୋଷ୍ଟ ହୋଇଛି");
  });

  it("says when its owner last confirmed it, as words and as a date", () => {
    const listing = { createdAt: "2026-05-01T09:00:00Z", confirmedAt: "2026-07-07T09:00:00Z" };
    expect(freshnessLabel(listing, now, "or")).toBe("ଉପଲବ୍ଧ, 3 ଦିନ ଆଗରୁ ନିଶ୍ଚିତ କରାଯାଇଛି");
    expect(freshnessLabel(listing, now, "hi")).toBe("उपलब्ध, 3 दिन पहले पुष्टि हुई");
    expect(freshnessDateLabel(listing, "hi")).toBe("उपलब्ध, 7 जुलाई 2026 को पुष्टि हुई");
    expect(freshnessDateLabel({ createdAt: listing.createdAt }, "or")).toBe("1 ମଇ 2026ରେ ପୋଷ୍ଟ ହୋଇଛି");
    expect(freshnessLabel({}, now, "hi")).toBeNull();
  });

  it("says when a home can be moved into, and who posted it", () => {
    expect(formatAvailability(undefined, now, "or")).toBe("ତୁରନ୍ତ ରହିପାରିବେ");
    expect(formatAvailability(undefined, now, "hi")).toBe("रेडी टू मूव");
    expect(formatAvailability("2026-08-05T00:00:00Z", now, "hi")).toBe("5 अगस्त से उपलब्ध");
    expect(formatAvailability("2027-01-15T00:00:00Z", now, "or")).toBe("15 ଜାନୁଆରୀ 2027ରୁ ଉପଲବ୍ଧ");
    expect(postedByLabel("owner", "or")).toBe("ମାଲିକ");
    expect(postedByLabel(undefined, "hi")).toBe("एजेंट");
  });
});
