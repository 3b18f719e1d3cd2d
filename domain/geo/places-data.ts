/**
 * Where the places the site knows are: the centres of its cities and localities, and the landmarks a family
 * in Bhubaneswar names when it says where it wants to live.
 *
 * Source: approximate positions compiled by hand, with OpenStreetMap (https://www.openstreetmap.org,
 * © OpenStreetMap contributors, Open Database Licence 1.0) as the reference map, and rounded to 4 decimal
 * places. They have not yet been checked one by one against OpenStreetMap's objects, so each may be a few
 * hundred metres off: good for "somewhere in Patia" and for distances between localities, never for a
 * house. A locality's centre is a representative point of a neighbourhood without an official boundary.
 * Corrections: edit the numbers here, citing the OpenStreetMap object they come from.
 *
 * Browser-safe: plain data.
 */

export type LatLng = { lat: number; lng: number };
export type NamedPoint = LatLng & { slug: string; name: string };
export type CityCentres = NamedPoint & { localities: NamedPoint[] };

const at = (slug: string, name: string, lat: number, lng: number): NamedPoint => ({ slug, name, lat, lng });

/** Cities, each with its localities. Slugs are the site's place slugs (links/place-pages.ts). */
export const CITY_CENTRES: readonly CityCentres[] = [
  {
    ...at("bhubaneswar", "Bhubaneswar", 20.27, 85.84),
    localities: [
      // North: the IT corridor and the university belt.
      at("patia", "Patia", 20.354, 85.8236),
      at("kiit-square", "KIIT Square", 20.3512, 85.8189),
      at("infocity", "Infocity", 20.3447, 85.8064),
      at("raghunathpur", "Raghunathpur", 20.344, 85.808),
      at("damana", "Damana", 20.339, 85.82),
      at("sailashree-vihar", "Sailashree Vihar", 20.329, 85.81),
      at("chandrasekharpur", "Chandrasekharpur", 20.3255, 85.818),
      at("niladri-vihar", "Niladri Vihar", 20.318, 85.824),
      at("gothapatna", "Gothapatna", 20.304, 85.745),
      // Centre.
      at("jaydev-vihar", "Jaydev Vihar", 20.299, 85.819),
      at("nayapalli", "Nayapalli", 20.293, 85.813),
      at("acharya-vihar", "Acharya Vihar", 20.296, 85.83),
      at("vani-vihar", "Vani Vihar", 20.299, 85.842),
      at("saheed-nagar", "Saheed Nagar", 20.289, 85.844),
      at("satya-nagar", "Satya Nagar", 20.284, 85.841),
      at("kharavela-nagar", "Kharavela Nagar", 20.273, 85.838),
      at("baramunda", "Baramunda", 20.282, 85.795),
      // East.
      at("rasulgarh", "Rasulgarh", 20.292, 85.861),
      at("bomikhal", "Bomikhal", 20.286, 85.856),
      at("mancheswar", "Mancheswar", 20.313, 85.848),
      at("palasuni", "Palasuni", 20.311, 85.86),
      at("laxmisagar", "Laxmisagar", 20.269, 85.852),
      at("tankapani-road", "Tankapani Road", 20.255, 85.853),
      // South and west: the old town and the Khandagiri side.
      at("bapuji-nagar", "Bapuji Nagar", 20.26, 85.837),
      at("old-town", "Old Town", 20.24, 85.835),
      at("pokhariput", "Pokhariput", 20.248, 85.803),
      at("sundarpada", "Sundarpada", 20.233, 85.799),
      at("kalinga-nagar", "Kalinga Nagar", 20.267, 85.774),
      at("ghatikia", "Ghatikia", 20.269, 85.772),
      at("khandagiri", "Khandagiri", 20.257, 85.78),
      at("kalinga-vihar", "Kalinga Vihar", 20.254, 85.785),
      at("aiginia", "Aiginia", 20.248, 85.787),
      at("dumduma", "Dumduma", 20.238, 85.788),
      at("patrapada", "Patrapada", 20.242, 85.77),
      at("tamando", "Tamando", 20.228, 85.744),
      // The demo catalogue files Jatni under Bhubaneswar; it is Khordha district's railway town.
      at("jatni", "Jatni", 20.16, 85.708),
    ],
  },
  {
    ...at("cuttack", "Cuttack", 20.4625, 85.883),
    localities: [
      at("buxi-bazaar", "Buxi Bazaar", 20.467, 85.882),
      at("badambadi", "Badambadi", 20.455, 85.882),
      at("link-road", "Link Road", 20.45, 85.892),
      at("tulsipur", "Tulsipur", 20.472, 85.869),
      at("cda", "CDA", 20.485, 85.855),
      at("bidanasi", "Bidanasi", 20.488, 85.866),
    ],
  },
  { ...at("khordha", "Khordha", 20.182, 85.62), localities: [at("jatni", "Jatni", 20.16, 85.708)] },
  {
    ...at("puri", "Puri", 19.8135, 85.8312),
    localities: [at("baliapanda", "Baliapanda", 19.799, 85.84), at("chakratirtha", "Chakratirtha", 19.804, 85.838)],
  },
  { ...at("rourkela", "Rourkela", 22.2604, 84.8536), localities: [] },
  { ...at("sambalpur", "Sambalpur", 21.4669, 83.9812), localities: [] },
  { ...at("berhampur", "Berhampur", 19.3149, 84.7941), localities: [] },
  { ...at("balasore", "Balasore", 21.4942, 86.9317), localities: [] },
];

/** Other spellings of a city's name, by slug ("Brahmapur" is Berhampur's official name). */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  brahmapur: "berhampur",
  baleswar: "balasore",
  bhubaneshwar: "bhubaneswar",
  khurda: "khordha",
};

/**
 * Odisha's bounding box in decimal degrees, a little wider than the state's outline so a point on the
 * border is never refused.
 */
export const ODISHA_BOUNDS = { south: 17.7, west: 81.3, north: 22.6, east: 87.6 } as const;
