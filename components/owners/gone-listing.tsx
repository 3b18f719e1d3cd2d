import Link from "next/link";
import { ListingCardIsland } from "@/components/properties/listing-card-island";
import { toCardData } from "@/components/properties/listing-card-data";
import { LISTING_GONE_ATTRIBUTE } from "@/domain/owners/options";
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

const REASON_TEXT = {
  rented: "The owner has let it.",
  sold: "The owner has sold it.",
  other: "The owner has taken it off the site.",
  expired: "It may no longer be available: its owner has not confirmed it recently.",
} as const;

/**
 * The page of a listing its owner closed: answered with 410 Gone (the marker attribute tells the server,
 * lib/cache/page-answer.mjs), saying so, with similar live homes in the same locality and a link to the
 * locality's page, so an old link or a search result still leads somewhere.
 */
export function GoneListing({ gone }: { gone: Gone }) {
  const { city, locality } = gone.location;
  const place =
    city && placeSlug(city)
      ? locality && placeSlug(locality)
        ? { href: placePath({ type: gone.type, city, locality }), name: `${locality}, ${city}` }
        : { href: placePath({ type: gone.type, city }), name: city }
      : null;
  return (
    <article {...{ [LISTING_GONE_ATTRIBUTE]: "true" }} className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {gone.reason === "expired" ? "This home may no longer be available" : "This home is no longer available"}
        </h1>
        <p className="mt-3 text-slate-600">
          &ldquo;{gone.title}&rdquo;. {REASON_TEXT[gone.reason]}
        </p>
        {place && (
          <Link
            href={place.href}
            className="bg-brand-600 hover:bg-brand-700 mt-6 inline-block rounded-lg px-5 py-3 font-semibold text-white"
          >
            See every home in {place.name}
          </Link>
        )}
      </div>
      {gone.similar.length > 0 && (
        <section aria-labelledby="similar-live-heading" className="mt-10">
          <h2 id="similar-live-heading" className="text-xl font-semibold">
            Similar homes {place ? `in ${place.name}` : "nearby"}
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
