import { foldPlaceName, placeNamesInEnglish } from "@/domain/geo/place-name-search";
import { CITY_NAMES, LANDMARK_NAMES, LOCALITY_NAMES } from "@/domain/geo/place-names";
import { CITY_CENTRES, LANDMARKS } from "@/domain/geo";

const ODIA = /^[\u0B00-\u0B7F\s()]+$/;
const DEVANAGARI = /^[\u0900-\u097F\s()]+$/;

describe("place names in three scripts", () => {
  it("has an Odia and a Hindi name for every city, locality and landmark the site knows", () => {
    const places = [
      ...CITY_CENTRES.map((city) => [city.slug, CITY_NAMES[city.slug]] as const),
      ...CITY_CENTRES.flatMap((city) => city.localities.map((l) => [l.slug, LOCALITY_NAMES[l.slug]] as const)),
      ...LANDMARKS.map((landmark) => [landmark.slug, LANDMARK_NAMES[landmark.slug]] as const),
    ];
    for (const [slug, names] of places) {
      expect([slug, names?.or]).toEqual([slug, expect.stringMatching(ODIA)]);
      expect([slug, names?.hi]).toEqual([slug, expect.stringMatching(DEVANAGARI)]);
    }
  });

  it("gives no two places the same name once spellings are folded", () => {
    const seen = new Map<string, string>();
    const english = new Map<string, string>([
      ...CITY_CENTRES.map((c) => [c.slug, c.name] as const),
      ...CITY_CENTRES.flatMap((c) => c.localities.map((l) => [l.slug, l.name] as const)),
      ...LANDMARKS.map((l) => [l.slug, l.name] as const),
    ]);
    for (const table of [CITY_NAMES, LOCALITY_NAMES, LANDMARK_NAMES])
      for (const [slug, names] of Object.entries(table))
        for (const name of [names.or, names.hi, ...(names.also ?? [])]) {
          const folded = foldPlaceName(name);
          const owner = seen.get(folded);
          if (owner) expect(english.get(owner)).toBe(english.get(slug));
          seen.set(folded, slug);
        }
  });
});

describe("placeNamesInEnglish", () => {
  it("reads a place typed in Odia or Devanagari as its English name", () => {
    expect(placeNamesInEnglish("ପାଟିଆ")).toBe("Patia");
    expect(placeNamesInEnglish("पटिया")).toBe("Patia");
    expect(placeNamesInEnglish("ଭୁବନେଶ୍ୱର")).toBe("Bhubaneswar");
    expect(placeNamesInEnglish("भुवनेश्वर")).toBe("Bhubaneswar");
    expect(placeNamesInEnglish("ଜୟଦେବ ବିହାର")).toBe("Jaydev Vihar");
    expect(placeNamesInEnglish("ଭୁବନେଶ୍ୱର ରେଳ ଷ୍ଟେସନ")).toBe("Bhubaneswar railway station");
  });

  it("keeps the other words and reads every place among them", () => {
    expect(placeNamesInEnglish("2 bhk ପାଟିଆ")).toBe("2 bhk Patia");
    expect(placeNamesInEnglish("furnished flat near ନୟାପଲ୍ଲୀ, ଭୁବନେଶ୍ୱର")).toBe(
      "furnished flat near Nayapalli Bhubaneswar",
    );
    expect(placeNamesInEnglish("sea view")).toBe("sea view");
  });

  it("takes Odia's two letters for wa (ୱ and ଵ)", () => {
    // ଶ, the virama, then ଵ (U+0B35) where the list has ୱ (U+0B71).
    expect(placeNamesInEnglish("ଭୁବନେଶ\u0B4D\u0B35ର")).toBe("Bhubaneswar");
    expect(placeNamesInEnglish("ମଞ୍ଚେଶ\u0B4D\u0B35ର")).toBe("Mancheswar");
  });

  it("takes a letter with or without its nukta, precomposed or not", () => {
    // ଡ଼ as one code point (U+0B5C), as ଡ and the nukta, and without the nukta.
    for (const spelling of ["ରସୁଲଗ\u0B5C", "ରସୁଲଗ\u0B21\u0B3C", "ରସୁଲଗ\u0B21"])
      expect(placeNamesInEnglish(spelling)).toBe("Rasulgarh");
    for (const spelling of ["रसूलग\u095D", "रसूलग\u0922\u093C", "रसूलग\u0922"])
      expect(placeNamesInEnglish(spelling)).toBe("Rasulgarh");
  });

  it("takes the anusvara, the chandrabindu and a written nasal for one another", () => {
    expect(placeNamesInEnglish("चन्द्रशेखरपुर")).toBe("Chandrasekharpur");
    expect(placeNamesInEnglish("चंद्रशेखरपुर")).toBe("Chandrasekharpur");
    expect(placeNamesInEnglish("खँडगिरि")).toBe("Khandagiri");
    expect(placeNamesInEnglish("ଚଂଦ୍ରଶେଖରପୁର")).toBe("Chandrasekharpur");
    expect(placeNamesInEnglish("ଖଁଡଗିରି")).toBe("Khandagiri");
  });

  it("takes long and short vowels, and the sibilants, as spelt either way", () => {
    expect(placeNamesInEnglish("ସହୀଦ ନଗର")).toBe("Saheed Nagar");
    expect(placeNamesInEnglish("सहीद नगर")).toBe("Saheed Nagar");
    expect(placeNamesInEnglish("पलासुनि")).toBe("Palasuni");
  });

  it("takes common Latin spellings", () => {
    expect(placeNamesInEnglish("bhubaneshwar")).toBe("Bhubaneswar");
    expect(placeNamesInEnglish("Bhubaneswar")).toBe("Bhubaneswar");
    expect(placeNamesInEnglish("lakshmisagar")).toBe("Laxmisagar");
    expect(placeNamesInEnglish("Chandrashekharpur")).toBe("Chandrasekharpur");
    expect(placeNamesInEnglish("jayadev vihar")).toBe("Jaydev Vihar");
    expect(placeNamesInEnglish("nayapali")).toBe("Nayapalli");
    expect(placeNamesInEnglish("khurda")).toBe("Khordha");
  });
});
