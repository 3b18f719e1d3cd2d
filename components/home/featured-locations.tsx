import { ArrowRight } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";
import { placeName } from "@/domain/geo/local-place-name";
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { SectionHeading } from "@/components/ui/section-heading";
import type { PlaceDirectory } from "@/lib/listings/places";
import { LISTING_TYPES, type ListingType } from "@/domain/listings/options";
import { DEFAULT_CITY, placePath } from "@/lib/listings/links/place-pages";
import { placeSlug } from "@/domain/geo/place-slug";

// Each opens the locality's page of a kind it has listings of: rentals first, then homes for sale, then plots.
// Each one's line is in HomeSections (featuredLocations.places), by the locality's slug.
const LOCATIONS = [
  { name: "Patia", image: "/images/listings/apartment-1.jpg" },
  { name: "Nayapalli", image: "/images/listings/apartment-2.jpg" },
  { name: "KIIT Square", image: "/images/listings/apartment-4.jpg" },
  { name: "Saheed Nagar", image: "/images/listings/villa-3.jpg" },
] as const;

type PlaceKey = keyof Words<"HomeSections">["featuredLocations"]["places"];

/** The kind of listing a featured locality links to: the first it has live listings of, or none. */
function linkedKind(directory: PlaceDirectory, name: string): ListingType | undefined {
  const city = directory.cities.find((c) => c.slug === placeSlug(DEFAULT_CITY));
  const locality = city?.localities.find((l) => l.slug === placeSlug(name));
  return locality && LISTING_TYPES.find((type) => locality.counts[type] > 0);
}

/** The featured localities that have listings (none when the directory could not be read). */
export async function FeaturedLocations({ directory }: { directory: PlaceDirectory | null }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("HomeSections")]);
  const shown = directory
    ? LOCATIONS.flatMap((location) => {
        const type = linkedKind(directory, location.name);
        return type ? [{ ...location, type }] : [];
      })
    : [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="locations-heading" className="section pt-20">
      <SectionHeading
        size="large"
        id="locations-heading"
        eyebrow={t("featuredLocations.eyebrow")}
        title={t("featuredLocations.title")}
        description={t("featuredLocations.description")}
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((location) => (
          <li key={location.name}>
            <Link
              href={localePath(locale, placePath({ type: location.type, city: DEFAULT_CITY, locality: location.name }))}
              className="location-card group"
            >
              <Photo
                src={location.image}
                alt=""
                sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 25vw"
                className="location-photo"
              />
              <span aria-hidden className="location-shade" />
              <span className="text-xl font-bold">{placeName(locale, location.name, "locality")}</span>
              <span className="text-sm text-slate-200">
                {t(`featuredLocations.places.${placeSlug(location.name) as PlaceKey}`)}
              </span>
              <span className="more-link mt-2">
                {t(`featuredLocations.explore.${location.type}`)}
                <ArrowRight aria-hidden className="arrow-hint" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
