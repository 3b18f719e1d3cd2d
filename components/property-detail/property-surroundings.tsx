import {
  Briefcase,
  Bus,
  GraduationCap,
  Landmark,
  MapPin,
  ShoppingCart,
  Sparkles,
  Stethoscope,
} from "@/components/ui/icons";
import { ListingMap } from "@/components/maps/listing-map";
import { directionsHref, listingGeo, type GeoPoint } from "@/components/maps/map-points";
import type { PropertyJson } from "@/lib/listings/types";

const PLACE_ICONS = {
  education: GraduationCap,
  health: Stethoscope,
  transport: Bus,
  market: ShoppingCart,
  work: Briefcase,
  landmark: Landmark,
} as const;

const CATEGORY_LABELS: Record<string, string> = {
  education: "Education",
  health: "Health",
  transport: "Transport",
  market: "Shopping",
  work: "Work",
  landmark: "Landmark",
};

/**
 * Where the listing is: an exact point its owner placed, or only its locality's area (a listing without a
 * pin, or one whose owner chose to show the area alone).
 */
function locationPoint(property: PropertyJson): GeoPoint | undefined {
  const geo = listingGeo(property.location);
  if (!geo) return undefined;
  const areaOnly = Boolean((property.location as { areaOnly?: boolean } | undefined)?.areaOnly);
  return { ...geo, approximate: geo.approximate || areaOnly };
}

function LocationMap({ property, point }: { property: PropertyJson; point: GeoPoint }) {
  const place = [property.location?.locality, property.location?.city].filter(Boolean).join(", ") || "the listing";
  return (
    <div className="space-y-2">
      <ListingMap
        point={point}
        label={point.approximate ? `Map of the area around ${place}` : `Map of where ${property.title} is, in ${place}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-slate-600">
          {point.approximate ? `Approximate area: ${place}. Ask the owner for the exact address.` : place}
        </p>
        <a
          href={directionsHref(point)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary inline-flex min-h-11 items-center gap-1.5"
          data-testid="directions"
        >
          <MapPin aria-hidden className="h-4 w-4" />
          Directions
        </a>
      </div>
    </div>
  );
}

/** Highlights the owner gave, and the places around the listing (each stored with the listing) beside its map. */
export function PropertySurroundings({ property, byOwner }: { property: PropertyJson; byOwner: boolean }) {
  const highlights = property.highlights ?? [];
  const places = property.nearbyPlaces ?? [];
  const city = property.location?.city || "the listing";
  const point = locationPoint(property);
  return (
    <>
      {highlights.length > 0 && (
        <section aria-labelledby="highlights-heading">
          <h2 id="highlights-heading" className="text-xl font-semibold">
            Highlights
          </h2>
          <ul className="mt-3 space-y-2">
            {highlights.map((text) => (
              <li key={text} className="flex items-start gap-2 text-slate-800">
                <Sparkles aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
                {text}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="nearby-heading">
        <h2 id="nearby-heading" className="text-xl font-semibold">
          {point ? "Location and nearby places" : "Nearby Places"}
        </h2>
        <div className={point ? "mt-3 grid gap-4 xl:grid-cols-2" : ""}>
          {point && <LocationMap property={property} point={point} />}
          {places.length === 0 ? (
            <p className="mt-2 text-slate-700">
              Nearby places have not been added for this listing yet. Ask {byOwner ? "the owner" : "our team"} about
              schools, hospitals and transport around {city}.
            </p>
          ) : (
            <ul
              className={
                point ? "grid content-start gap-3 sm:grid-cols-2 xl:grid-cols-1" : "mt-3 grid gap-3 sm:grid-cols-2"
              }
            >
              {places.map((place) => {
                const Icon = PLACE_ICONS[place.category as keyof typeof PLACE_ICONS] ?? MapPin;
                return (
                  <li
                    key={`${place.name}-${place.distance}`}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
                  >
                    <Icon aria-hidden className="text-brand-600 h-5 w-5 shrink-0" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-slate-900">{place.name}</span>
                      {place.category && (
                        <span className="block text-xs text-slate-600">
                          {CATEGORY_LABELS[place.category] ?? place.category}
                        </span>
                      )}
                    </span>
                    {place.distance && <span className="text-sm font-semibold text-slate-700">{place.distance}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
