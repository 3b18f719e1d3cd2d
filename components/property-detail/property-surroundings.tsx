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
import type { Words } from "@/lib/i18n/words";
import { directionsHref, listingGeo, type GeoPoint } from "@/components/maps/map-points";
import type { PropertyJson } from "@/lib/listings/types";
import { ENGLISH_LISTING_WORDS, type ListingWords } from "@/components/property-detail/listing-words";
import { fillWords } from "@/lib/i18n/words";

type SurroundingWords = ListingWords["surroundings"];

const PLACE_ICONS = {
  education: GraduationCap,
  health: Stethoscope,
  transport: Bus,
  market: ShoppingCart,
  work: Briefcase,
  landmark: Landmark,
} as const;

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

function LocationMap({
  property,
  point,
  words,
  mapWords,
}: {
  property: PropertyJson;
  point: GeoPoint;
  words: SurroundingWords;
  mapWords?: Words<"Maps">;
}) {
  const place = [property.location?.locality, property.location?.city].filter(Boolean).join(", ") || words.theListing;
  return (
    <div className="space-y-2">
      <ListingMap
        point={point}
        words={mapWords}
        label={
          point.approximate
            ? fillWords(words.mapArea, { place })
            : fillWords(words.mapExact, { title: property.title, place })
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-slate-600">{point.approximate ? fillWords(words.approximate, { place }) : place}</p>
        <a
          href={directionsHref(point)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary inline-flex min-h-11 items-center gap-1.5"
          data-testid="directions"
        >
          <MapPin aria-hidden className="h-4 w-4" />
          {words.directions}
        </a>
      </div>
    </div>
  );
}

/** Highlights the owner gave, and the places around the listing (each stored with the listing) beside its map. */
export function PropertySurroundings({
  property,
  byOwner,
  words = ENGLISH_LISTING_WORDS.surroundings,
  mapWords,
}: {
  property: PropertyJson;
  byOwner: boolean;
  /** The section's words in the page's language; the places' names are shown as stored. */
  words?: SurroundingWords;
  /** The map's controls in the page's language (English without them). */
  mapWords?: Words<"Maps">;
}) {
  const highlights = property.highlights ?? [];
  const places = property.nearbyPlaces ?? [];
  const city = property.location?.city || words.theListing;
  const categories: Record<string, string> = words.category;
  const point = locationPoint(property);
  return (
    <>
      {highlights.length > 0 && (
        <section aria-labelledby="highlights-heading">
          <h2 id="highlights-heading" className="text-xl font-semibold">
            {words.highlights}
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
          {point ? words.nearbyWithMap : words.nearby}
        </h2>
        <div className={point ? "mt-3 grid gap-4 xl:grid-cols-2" : ""}>
          {point && <LocationMap property={property} point={point} words={words} mapWords={mapWords} />}
          {places.length === 0 ? (
            <p className="mt-2 text-slate-700">
              {fillWords(byOwner ? words.noPlacesOwner : words.noPlacesTeam, { city })}
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
                          {Object.hasOwn(categories, place.category) ? categories[place.category] : place.category}
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
