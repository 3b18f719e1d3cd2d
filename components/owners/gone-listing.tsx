import Link from "next/link";
import { ListingCardIsland } from "@/components/properties/listing-card-island";
import { toCardData } from "@/components/properties/listing-card-data";
import { LISTING_GONE_ATTRIBUTE } from "@/domain/owners/options";
import { placeName } from "@/domain/geo/local-place-name";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import { placePath } from "@/lib/listings/links/place-pages";
import { placeSlug } from "@/domain/geo/place-slug";
import type { PropertyJson } from "@/lib/listings/types";

type Gone = {
  title: string;
  type: PropertyJson["type"];
  reason: "rented" | "sold" | "other" | "expired";
  location: { city: string; locality: string | null };
  similar: PropertyJson[];
};

/**
 * The page of a listing its owner closed: answered with 410 Gone (the marker attribute tells the server,
 * lib/cache/page-answer.mjs), saying so, with similar live homes in the same locality and a link to the
 * locality's page, so an old link or a search result still leads somewhere. `words` (`Availability.gone`)
 * are the page's; the title stays as its owner typed it, the place is named in the page's script.
 */
export function GoneListing({
  gone,
  locale,
  words,
}: {
  gone: Gone;
  locale: Locale;
  words: Words<"Availability">["gone"];
}) {
  const { city, locality } = gone.location;
  const cityName = placeName(locale, city, "city");
  const place =
    city && placeSlug(city)
      ? locality && placeSlug(locality)
        ? {
            href: placePath({ type: gone.type, city, locality }),
            name: `${placeName(locale, locality, "locality")}, ${cityName}`,
          }
        : { href: placePath({ type: gone.type, city }), name: cityName }
      : null;
  return (
    <article {...{ [LISTING_GONE_ATTRIBUTE]: "true" }} className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {gone.reason === "expired" ? words.headingExpired : words.headingGone}
        </h1>
        <p className="mt-3 text-slate-600">
          &ldquo;{gone.title}&rdquo;. {words.reason[gone.reason]}
        </p>
        {place && (
          <Link
            href={localePath(locale, place.href)}
            className="bg-brand-600 hover:bg-brand-700 mt-6 inline-block rounded-lg px-5 py-3 font-semibold text-white"
          >
            {fillWords(words.seeEvery, { place: place.name })}
          </Link>
        )}
      </div>
      {gone.similar.length > 0 && (
        <section aria-labelledby="similar-live-heading" className="mt-10">
          <h2 id="similar-live-heading" className="text-xl font-semibold">
            {place ? fillWords(words.similarIn, { place: place.name }) : words.similarNearby}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-live-listings">
            {gone.similar.map((listing) => (
              <li key={listing._id}>
                <ListingCardIsland property={toCardData(listing)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
