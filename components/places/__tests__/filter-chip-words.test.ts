import en from "@/messages/en";
import or from "@/messages/or";
import hi from "@/messages/hi";
import { filterChips } from "@/components/places/filter-chip-words";
import { CHIP_CHOICES, CHIP_LISTS, type ChipWords } from "@/lib/i18n/list-words";
import { pickWords } from "@/lib/i18n/words";
import { activeFilterChips } from "@/lib/listings/links/filter-labels";
import type { ListFilters } from "@/lib/listings/links/list-page";

// Only the parts a page hands the chips (lib/i18n/page-words.ts): a chip that needed more would fail here.
const words = (locale: "en" | "or" | "hi"): ChipWords => {
  const catalogue = { en, or, hi }[locale];
  return { lists: pickWords(catalogue.Lists, CHIP_LISTS), choices: pickWords(catalogue.Choices, CHIP_CHOICES), locale };
};

const busy: ListFilters = {
  sort: "newest",
  page: 1,
  type: "rent",
  bhk: 2,
  minPrice: 10_000,
  maxPrice: 20_000,
  furnishing: "Semi-Furnished",
  postedBy: "owner",
  verified: "true",
  tenant: "family",
  amenities: ["Parking", "Lift"],
  minArea: 800,
  availableBy: "2027-01-05",
  city: "Bhubaneswar",
  locality: "Patia",
  near: "kiit",
  radius: 3,
};

describe("filterChips", () => {
  it("keeps the list's own English chips", () => {
    expect(filterChips(busy, words("en"))).toEqual(activeFilterChips(busy));
  });

  it("names every chip in Odia, with the same links", () => {
    const chips = filterChips(busy, words("or"));
    expect(chips.map((chip) => chip.without)).toEqual(activeFilterChips(busy).map((chip) => chip.without));
    expect(chips.map((chip) => chip.label)).toEqual([
      "ଭଡ଼ା",
      "2 BHK",
      "₹10k–20k/ମାସ",
      "ସେମି-ଫର୍ଣ୍ଣିସଡ୍",
      "ମାଲିକଙ୍କ ଦ୍ୱାରା",
      "ଫୋନ୍ ଯାଞ୍ଚ ହୋଇଥିବା",
      "ପରିବାର ପାଇଁ",
      "ପାର୍କିଂ",
      "ଲିଫ୍ଟ",
      "800 ବର୍ଗଫୁଟରୁ",
      "5 ଜାନୁଆରୀ 2027 ସୁଦ୍ଧା ମିଳିବ",
      "ଭୁବନେଶ୍ୱରରେ",
      "ଅଞ୍ଚଳ: ପାଟିଆ",
      "କିଟ୍ ବିଶ୍ୱବିଦ୍ୟାଳୟରୁ 3 କିମି ଭିତରେ",
    ]);
  });

  it("names prices, places and points in Hindi", () => {
    const labels = filterChips(
      { sort: "newest", page: 1, type: "sale", minPrice: 2_500_000, near: "20.3,85.8", bounds: "20,85,21,86" },
      words("hi"),
    ).map((chip) => chip.label);
    expect(labels).toEqual(["बिक्री", "₹25,00,000 से", "मैप पर चुना इलाका", "20.3000, 85.8000 से 5 किमी के अंदर"]);
  });
});
