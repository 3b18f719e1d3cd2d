import { placeName } from "@/domain/geo/local-place-name";
import { CITY_CENTRES } from "@/domain/geo/places-data";
import { LANDMARKS } from "@/domain/geo/landmarks";

describe("placeName", () => {
  it("keeps the English name on English pages", () => {
    expect(placeName("en", "Patia")).toBe("Patia");
    expect(placeName("en", "Bhubaneswar", "city")).toBe("Bhubaneswar");
  });

  it("names cities, localities and landmarks in the page's script", () => {
    expect(placeName("or", "Patia")).toBe("ପାଟିଆ");
    expect(placeName("hi", "Patia")).toBe("पटिया");
    expect(placeName("or", "Bhubaneswar", "city")).toBe("ଭୁବନେଶ୍ୱର");
    expect(placeName("hi", "Saheed Nagar", "locality")).toBe("शहीद नगर");
    expect(placeName("hi", "KIIT University", "landmark")).toBe("किट विश्वविद्यालय");
  });

  it("finds a name however it is cased or spaced", () => {
    expect(placeName("or", "saheed  nagar")).toBe("ସହିଦ ନଗର");
  });

  it("keeps a name the lists do not know as it is stored", () => {
    expect(placeName("or", "Gandhi Colony")).toBe("Gandhi Colony");
    expect(placeName("hi", "Patia", "landmark")).toBe("Patia");
  });

  it("has an Odia and a Hindi name for every city, locality and landmark the site knows", () => {
    const missing: string[] = [];
    for (const city of CITY_CENTRES) {
      if (placeName("or", city.name, "city") === city.name) missing.push(city.name);
      for (const locality of city.localities) {
        if (placeName("hi", locality.name, "locality") === locality.name) missing.push(locality.name);
      }
    }
    for (const landmark of LANDMARKS) {
      if (placeName("or", landmark.name, "landmark") === landmark.name) missing.push(landmark.name);
    }
    expect(missing).toEqual([]);
  });
});
