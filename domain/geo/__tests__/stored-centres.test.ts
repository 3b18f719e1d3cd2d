import { cityCentre, placeCentre, placeKeys } from "@/domain/geo/centres";
import { centrePoint, publicPoint } from "@/domain/geo/listing-point";

const CITY = cityCentre("Bhubaneswar")!;
const SET = { lat: 20.31, lng: 85.77 };

describe("a centre an admin set for a locality typed new", () => {
  it("comes after the built-in data and before the city's centre", () => {
    expect(placeCentre({ city: "Bhubaneswar", locality: "Sunrise Enclave" })).toEqual({ lat: CITY.lat, lng: CITY.lng });
    expect(placeCentre({ city: "Bhubaneswar", locality: "Sunrise Enclave" }, SET)).toEqual(SET);
    // A locality the data knows keeps its own centre.
    expect(placeCentre({ city: "Bhubaneswar", locality: "Patia" }, SET)).toEqual({ lat: 20.354, lng: 85.8236 });
    expect(centrePoint({ city: "Bhubaneswar", locality: "Sunrise Enclave" }, SET)).toEqual({
      ...SET,
      approximate: true,
    });
  });

  it("is where a pinned listing that shows only its area is shown", () => {
    const location = {
      city: "Bhubaneswar",
      locality: "Sunrise Enclave",
      geo: { lat: 20.33012, lng: 85.77023, approximate: false },
      areaOnly: true,
    };
    expect(publicPoint(location)).toEqual({ lat: 20.33, lng: 85.77, approximate: true });
    expect(publicPoint(location, SET)).toEqual({ ...SET, approximate: true });
    expect(publicPoint({ ...location, areaOnly: false }, SET)).toEqual({ ...location.geo });
  });

  it("is stored under the slugs of the city (an alias read as its city) and the locality", () => {
    expect(placeKeys({ city: "Bhubaneshwar", locality: " Sunrise  Enclave " })).toEqual({
      city: "bhubaneswar",
      locality: "sunrise-enclave",
    });
    expect(placeKeys({ city: "Bhubaneswar", locality: "  " })).toBeUndefined();
    expect(placeKeys({ city: "", locality: "Sunrise Enclave" })).toBeUndefined();
  });
});
