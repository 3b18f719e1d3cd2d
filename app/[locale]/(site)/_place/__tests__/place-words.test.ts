import { createTranslator } from "next-intl";
import en from "@/messages/en";
import or from "@/messages/or";
import hi from "@/messages/hi";
import type { PlaceStats } from "@/lib/listings";
import type { Locale } from "@/lib/i18n/locales";
import { headline, placeSummary, summary, type PlaceWords } from "@/app/[locale]/(site)/_place/place-words";

jest.mock("next-intl/server", () => ({ getTranslations: jest.fn() }));

/** next-intl's `t` for the Places namespace, as the server makes it. */
function translator(locale: Locale) {
  return createTranslator({ locale, messages: { en, or, hi }[locale], namespace: "Places" });
}

const words = (locale: Locale): PlaceWords => ({ locale, t: translator(locale) as unknown as PlaceWords["t"] });

const patia = { type: "rent" as const, city: "Bhubaneswar", locality: "Patia" };
const stats = {
  count: 18,
  minPrice: 8_000,
  maxPrice: 25_000,
  byBhk: [{ bhk: 2, medianPrice: 14_000, count: 9 }],
} as unknown as PlaceStats;

describe("the place pages' words", () => {
  it("read in English as they always have", () => {
    expect(headline(words("en"), patia, 836, {})).toBe("836 flats and houses for rent in Patia, Bhubaneswar");
    expect(headline(words("en"), { type: "land", city: "Khordha" }, 1, { bhk: 2 })).toBe(
      "1 plot (2 BHK) for sale in Khordha",
    );
    expect(placeSummary(words("en"), patia, stats, 3, { bhk: 2 })).toBe(
      "3 of the 18 flats and houses here match these filters (all of them: ₹8,000/mo to ₹25,000/mo).",
    );
    expect(summary(words("en"), patia, stats)).toBe("Prices from ₹8,000/mo to ₹25,000/mo. Median 2 BHK ₹14,000/mo.");
  });

  it("name the place in the page's script, with Western digits", () => {
    expect(headline(words("or"), patia, 1234, { bhk: 2 })).toBe("ପାଟିଆ, ଭୁବନେଶ୍ୱରରେ ଭଡ଼ା ପାଇଁ 1,234ଟି ଫ୍ଲାଟ୍ ଓ ଘର (2 BHK)");
    expect(headline(words("hi"), patia, 1, {})).toBe("पटिया, भुवनेश्वर में किराए पर 1 फ़्लैट या मकान");
    expect(placeSummary(words("hi"), patia, stats, 0, { bhk: 3 })).toBe(
      "यहाँ के 18 फ़्लैट और मकान में से कोई भी इन फ़िल्टर से मेल नहीं खाता (सबके दाम: ₹8,000/महीना – ₹25,000/महीना)।",
    );
  });

  it("write the prices in the page's language (a month, lakh and crore in its words)", () => {
    expect(summary(words("or"), patia, stats)).toContain("₹8,000/ମାସ");
    expect(summary(words("or"), patia, stats)).not.toContain("/mo");
    expect(
      summary(words("hi"), { ...patia, type: "sale" }, { ...stats, minPrice: 4_500_000, maxPrice: 12_000_000 }),
    ).toContain("₹45 लाख");
  });
});
