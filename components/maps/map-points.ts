import type { CardProperty } from "@/components/properties/property-card";
import { coverImage, formatShortPrice, LISTING_TYPE_LABELS } from "@/lib/format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Catalogue } from "@/lib/i18n/words";

/** A point on the earth; `approximate` when it is the locality's centre rather than a pin someone placed. */
export type GeoPoint = { lat: number; lng: number; approximate?: boolean };

/** A box in decimal degrees, as the search's `bounds` word takes it. */
export type MapBox = { south: number; west: number; north: number; east: number };

/** What the results map needs of one listing: where it is, and what its pin and card show. */
export type MapListing = {
  id: string;
  lat: number;
  lng: number;
  approximate: boolean;
  /** "₹18K", "₹45L" (₹18 हज़ार, ₹45 लाख): the pin's text, in the page's language. */
  price: string;
  title: string;
  /** "2 BHK", "Plot", "Shop". */
  size: string;
  image: string;
  href: string;
};

/** The listing's stored point, if it has one (older listings may not, until `npm run migrate` places them). */
export function listingGeo(location: unknown): GeoPoint | undefined {
  const geo = (location as { geo?: Partial<GeoPoint> | null } | null | undefined)?.geo;
  if (!geo || typeof geo.lat !== "number" || typeof geo.lng !== "number") return undefined;
  return { lat: geo.lat, lng: geo.lng, approximate: geo.approximate !== false };
}

/** How a pin names a listing's size and where its card leads, in the page's language. */
export type MapNames = {
  locale: Locale;
  plot: string;
  propertyType: Record<string, string>;
  typeFor: Record<string, string>;
};

/** The pins' words of a page, from its catalogue (Maps, Choices). */
export function mapNames(messages: Pick<Catalogue, "Maps" | "Choices">, locale: Locale): MapNames {
  return {
    locale,
    plot: messages.Maps.plot,
    propertyType: messages.Choices.propertyType,
    typeFor: messages.Choices.typeFor,
  };
}

/**
 * The map's view of a card: undefined for a listing without a point (it stays in the list only). Without
 * `names` it is in English.
 */
export function mapListing(property: CardProperty, names?: MapNames): MapListing | undefined {
  const geo = listingGeo(property.location);
  if (!geo) return undefined;
  return {
    id: property._id,
    lat: geo.lat,
    lng: geo.lng,
    approximate: geo.approximate !== false,
    price: formatShortPrice(property.price, names?.locale),
    title: property.title,
    size:
      property.type === "land"
        ? (names?.plot ?? "Plot")
        : property.bhk
          ? `${property.bhk} BHK`
          : property.propertyType
            ? (names?.propertyType[property.propertyType] ?? property.propertyType)
            : names
              ? (names.typeFor[property.type] ?? LISTING_TYPE_LABELS[property.type])
              : LISTING_TYPE_LABELS[property.type],
    image: coverImage(property),
    href: localePath(names?.locale ?? "en", `/properties/${property._id}`),
  };
}

/** A box rounded outward to 4 decimal places (about 11 m), so a slightly different view is the same search. */
export function roundedBox(box: MapBox): MapBox {
  const down = (v: number) => Math.floor(v * 1e4) / 1e4;
  const up = (v: number) => Math.ceil(v * 1e4) / 1e4;
  return { south: down(box.south), west: down(box.west), north: up(box.north), east: up(box.east) };
}

/** A maps address that opens the point in the phone's map app (Google Maps' universal link; any browser otherwise). */
export function directionsHref(point: GeoPoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
}

/** The `bounds` word's spelling of a box: "south,west,north,east" in decimal degrees. */
export function boxText(box: MapBox): string {
  const r = roundedBox(box);
  return [r.south, r.west, r.north, r.east].map((v) => String(Number(v.toFixed(4)))).join(",");
}
