import { circleBands } from "@/domain/geo/circle-cover";
import { boundsAround, haversineKm } from "@/domain/geo/distance";

// The inner spans are counted without measuring, so every point in one must be inside the circle; and the
// bands must cover the circle's box, each latitude in exactly one band.

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe("circleBands", () => {
  it.each([
    [{ lat: 20.3447, lng: 85.8064 }, 3],
    [{ lat: 21.4934, lng: 86.9135 }, 25],
    [{ lat: 19.3149, lng: 84.7941 }, 1],
    [{ lat: 60.1699, lng: 24.9384 }, 10],
  ])("keeps every point of the inner spans within the circle (%j, %s km)", (centre, km) => {
    const box = boundsAround(centre, km);
    const bands = circleBands(centre, km, box);
    expect(bands[0].south).toBe(box.south);
    expect(bands.at(-1)!.north).toBe(box.north);
    for (const [i, band] of bands.entries()) if (i > 0) expect(band.south).toBe(bands[i - 1].north);
    expect(bands.filter((band) => band.inner).length).toBeGreaterThan(bands.length / 2);

    const next = random(7);
    let tested = 0;
    for (const band of bands) {
      if (!band.inner) continue;
      const corners = [band.south, band.north].flatMap((lat) => [
        { lat, lng: band.inner!.west },
        { lat, lng: band.inner!.east },
      ]);
      for (const corner of corners) expect(haversineKm(centre, corner)).toBeLessThanOrEqual(km);
      for (let i = 0; i < 500; i++) {
        const point = {
          lat: band.south + next() * (band.north - band.south),
          lng: band.inner.west + next() * (band.inner.east - band.inner.west),
        };
        expect(haversineKm(centre, point)).toBeLessThanOrEqual(km);
        tested++;
      }
    }
    expect(tested).toBeGreaterThan(4000);
  });

  it("leaves most of the circle's area to the inner spans", () => {
    const centre = { lat: 20.3447, lng: 85.8064 };
    const box = boundsAround(centre, 3);
    const inner = circleBands(centre, 3, box).reduce(
      (sum, band) => sum + (band.inner ? (band.north - band.south) * (band.inner.east - band.inner.west) : 0),
      0,
    );
    const circle = (Math.PI / 4) * (box.north - box.south) * (box.east - box.west);
    expect(inner / circle).toBeGreaterThan(0.85);
  });
});
