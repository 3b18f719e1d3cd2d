// The map searches both benches time: the box a map of Patia and its neighbours shows, and 3 km around
// Infocity nearest first (a family's "near the office"). The synthetic listings stand around twelve
// Bhubaneswar localities, so each search holds a few thousand of 10,000 listings.
export const BOUNDS_QUERY = "bounds=20.33,85.8,20.37,85.84&sort=newest&page=1&limit=24";
export const NEAR_QUERY = "near=infocity&radius=3&sort=distance&page=1&limit=24";
