// The searches the benches time. The map searches: the box a map of Patia and its neighbours shows, 3 km
// around Infocity nearest first (a family's "near the office"), and the widest radius, 25 km around a point
// in Bhubaneswar, which holds the whole synthetic catalogue, nearest first and in the default order
// (featured first). The synthetic listings stand around twelve Bhubaneswar localities, so the first two
// hold a few thousand of 10,000 listings.
export const BOUNDS_QUERY = "bounds=20.33,85.8,20.37,85.84&sort=newest&page=1&limit=24";
export const NEAR_QUERY = "near=infocity&radius=3&sort=distance&page=1&limit=24";
export const NEAR_WIDE_QUERY = "near=20.3,85.82&radius=25&sort=distance&page=1&limit=12";
export const NEAR_WIDE_FEATURED_QUERY = "near=20.3,85.82&radius=25&page=1&limit=12";

/**
 * The widest distance search around the `n`-th of 2,500 distinct points (a 50 by 50 grid, 100 m apart, around
 * NEAR_WIDE_QUERY's centre): a load that sends each request about another point is not answered from a cache.
 */
export function nearWideQueryAt(n: number): string {
  const cell = n % 2500;
  const lat = (20.3 + (Math.floor(cell / 50) - 25) * 0.0009).toFixed(5);
  const lng = (85.82 + ((cell % 50) - 25) * 0.00096).toFixed(5);
  return `near=${lat},${lng}&radius=25&sort=distance&page=1&limit=12`;
}

/**
 * BOUNDS_QUERY's box moved to the `n`-th of 2,500 places (a 50 by 50 grid, 55 m apart, around where it
 * stands), the same size: a map panned about Patia, each request a box of its own, so none is answered from
 * a cache.
 */
export function boundsQueryAt(n: number): string {
  const cell = n % 2500;
  const south = 20.33 + (Math.floor(cell / 50) - 25) * 0.0005;
  const west = 85.8 + ((cell % 50) - 25) * 0.0005;
  const box = [south, west, south + 0.04, west + 0.04].map((degrees) => degrees.toFixed(5)).join(",");
  return `bounds=${box}&sort=newest&page=1&limit=24`;
}

/** The insights API's targets: one locality's rents of one size, and a whole city's sales. */
export const INSIGHTS_LOCALITY_PATH = "/api/insights/prices?city=bhubaneswar&locality=patia&type=rent&bhk=2";
export const INSIGHTS_CITY_PATH = "/api/insights/prices?city=bhubaneswar&type=sale";
/** The insights API's target: p95 under 50 ms at 10,000 listings. */
export const INSIGHTS_P95_TARGET_MS = 50;
