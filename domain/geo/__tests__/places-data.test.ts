import {
  boundsAround,
  CITY_CENTRES,
  cityCentre,
  distanceFrom,
  haversineKm,
  inBounds,
  isInOdisha,
  landmarkBySlug,
  LANDMARKS,
  localityCentre,
  placeCentre,
  publicPoint,
} from "@/domain/geo";
import { placeSlug } from "@/domain/geo/place-slug";

describe("the shipped centres and landmarks", () => {
  const localities = CITY_CENTRES.flatMap((city) => city.localities.map((l) => ({ city, l })));

  it("are all in Odisha, with four decimals at most, slugged as the place pages slug them", () => {
    for (const point of [...CITY_CENTRES, ...localities.map(({ l }) => l), ...LANDMARKS]) {
      expect({ name: point.name, inOdisha: isInOdisha(point) }).toEqual({ name: point.name, inOdisha: true });
      expect(Math.abs(point.lat * 1e4 - Math.round(point.lat * 1e4))).toBeLessThan(1e-6);
      expect(Math.abs(point.lng * 1e4 - Math.round(point.lng * 1e4))).toBeLessThan(1e-6);
    }
    for (const place of [...CITY_CENTRES, ...localities.map(({ l }) => l)])
      expect(place.slug).toBe(placeSlug(place.name));
    expect(new Set(LANDMARKS.map((l) => l.slug)).size).toBe(LANDMARKS.length);
    for (const city of CITY_CENTRES) {
      expect(new Set(city.localities.map((l) => l.slug)).size).toBe(city.localities.length);
    }
  });

  it("put every locality within 60 km of its city's centre", () => {
    for (const { city, l } of localities) expect(haversineKm(city, l)).toBeLessThan(60);
  });

  it("cover every locality of the demo catalogue and the load-test data", async () => {
    const { DEMO_LISTINGS } = await import("@/scripts/demo-listings");
    for (const listing of DEMO_LISTINGS) {
      expect({ locality: listing.locality, known: Boolean(localityCentre("Bhubaneswar", listing.locality)) }).toEqual({
        locality: listing.locality,
        known: true,
      });
    }
  });
});

describe("looking up a centre", () => {
  it("ignores case, spacing and the usual other spellings", () => {
    const saheedNagar = localityCentre("Bhubaneswar", "Saheed Nagar");
    expect(saheedNagar).toBeDefined();
    expect(localityCentre("BHUBANESWAR", "saheed nagar")).toEqual(saheedNagar);
    expect(localityCentre("Bhubaneshwar", " Saheed-Nagar ")).toEqual(saheedNagar);
    expect(cityCentre("Brahmapur")).toEqual(cityCentre("Berhampur"));
  });

  it("finds a locality filed under the wrong city when its name is unique", () => {
    expect(localityCentre("Bhubaneswar", "Buxi Bazaar")).toEqual(localityCentre("Cuttack", "Buxi Bazaar"));
    expect(localityCentre("Bhubaneswar", "Nowhere Nagar")).toBeUndefined();
  });

  it("places a listing at its locality, at its city when it names none, and nowhere when the locality is unknown", () => {
    expect(placeCentre({ city: "Bhubaneswar", locality: "Patia" })).toEqual({ lat: 20.354, lng: 85.8236 });
    expect(placeCentre({ city: "Cuttack", locality: "" })).toEqual({ lat: 20.4625, lng: 85.883 });
    // A locality typed new, with no known centre yet: its city's centre until someone drops a pin.
    expect(placeCentre({ city: "Bhubaneswar", locality: "Nowhere Nagar" })).toEqual(
      placeCentre({ city: "Bhubaneswar", locality: "" }),
    );
    expect(placeCentre({ city: "Atlantis" })).toBeUndefined();
  });

  it("names landmarks by slug", () => {
    expect(landmarkBySlug("infocity")).toMatchObject({ name: "Infocity" });
    expect(landmarkBySlug("INFOCITY")).toMatchObject({ name: "Infocity" });
    expect(landmarkBySlug("atlantis")).toBeUndefined();
  });
});

describe("distances", () => {
  it("measure a degree of latitude as about 111.2 km", () => {
    expect(haversineKm({ lat: 20, lng: 85 }, { lat: 21, lng: 85 })).toBeCloseTo(111.195, 2);
  });

  it("put every point of a circle inside the circle's box", () => {
    for (const km of [1, 5, 25]) {
      const centre = { lat: 20.3447, lng: 85.8064 };
      const box = boundsAround(centre, km);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const b = (bearing * Math.PI) / 180;
        // The point at `km` along the bearing (spherical destination formula).
        const d = km / 6371.0088;
        const lat1 = (centre.lat * Math.PI) / 180;
        const lng1 = (centre.lng * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
        const lng2 =
          lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
        const edge = { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
        expect(haversineKm(centre, edge)).toBeCloseTo(km, 9);
        expect(inBounds(edge, box)).toBe(true);
      }
    }
  });

  it("read as the cards say them", () => {
    expect(distanceFrom(2.06, "Infocity")).toBe("2.1 km from Infocity");
    expect(distanceFrom(0.4321)).toBe("430 m away");
    expect(distanceFrom(14.4, "KIIT University")).toBe("14 km from KIIT University");
  });
});

describe("the public point of a listing", () => {
  const patia = { city: "Bhubaneswar", locality: "Patia" };
  it("is the pin unless the owner shows only the area; then the locality's centre, approximate", () => {
    const pin = { lat: 20.3561, lng: 85.8201, approximate: false };
    expect(publicPoint({ ...patia, geo: pin })).toEqual(pin);
    expect(publicPoint({ ...patia, geo: pin, areaOnly: true })).toEqual({
      lat: 20.354,
      lng: 85.8236,
      approximate: true,
    });
    expect(publicPoint({ city: "Bhubaneswar", locality: "Nowhere Nagar", geo: pin, areaOnly: true })).toEqual({
      lat: 20.36,
      lng: 85.82,
      approximate: true,
    });
    expect(publicPoint({ ...patia })).toBeUndefined();
  });
});
