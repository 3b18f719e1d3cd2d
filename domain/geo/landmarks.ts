import type { NamedPoint } from "@/domain/geo/places-data";

/**
 * The landmarks a family in Bhubaneswar names when it says where it wants to live: what `near=` takes.
 * Kept apart from the place centres so the search forms' scripts carry only these.
 *
 * Source: as places-data.ts: approximate positions (the centre of each landmark's grounds or building)
 * compiled by hand with OpenStreetMap (© OpenStreetMap contributors, ODbL 1.0) as the reference map, rounded
 * to 4 decimal places, not yet checked one by one against OpenStreetMap's objects.
 */

const at = (slug: string, name: string, lat: number, lng: number): NamedPoint => ({ slug, name, lat, lng });

/** The places a Bhubaneswar family names when it says "near ...". Slugs are what `near=` takes. */
export const LANDMARKS: readonly NamedPoint[] = [
  at("infocity", "Infocity", 20.3447, 85.8064),
  at("kiit", "KIIT University", 20.3553, 85.8154),
  at("aiims", "AIIMS Bhubaneswar", 20.2316, 85.7752),
  at("railway-station", "Bhubaneswar railway station", 20.2662, 85.8432),
  at("airport", "Biju Patnaik airport", 20.2444, 85.8178),
  at("master-canteen", "Master Canteen", 20.269, 85.842),
  at("utkal-university", "Utkal University", 20.298, 85.841),
  at("kalinga-stadium", "Kalinga Stadium", 20.2877, 85.8225),
  at("sum-hospital", "SUM Hospital", 20.2821, 85.7727),
  at("esplanade-one", "Esplanade One", 20.2906, 85.8636),
  at("lingaraj-temple", "Lingaraj Temple", 20.2382, 85.8338),
  at("nandankanan", "Nandankanan", 20.3956, 85.8237),
  at("cet", "CET (OUTR)", 20.2706, 85.7742),
  at("jaydev-vihar-square", "Jaydev Vihar square", 20.2975, 85.8196),
  at("xavier-square", "Xavier square (XIMB)", 20.2925, 85.818),
  at("baramunda-bus-stand", "Baramunda bus stand", 20.2822, 85.7944),
  at("khandagiri-caves", "Khandagiri caves", 20.2625, 85.7798),
  at("kalinga-hospital", "Kalinga Hospital", 20.323, 85.8152),
  at("ekamra-kanan", "Ekamra Kanan", 20.3025, 85.8228),
];
