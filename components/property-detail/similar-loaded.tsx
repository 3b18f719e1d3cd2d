"use client";

import Link from "next/link";
import { SimilarCarousel } from "@/components/property-detail/similar-carousel";
import { SimilarPropertiesSkeleton } from "@/components/property-detail/similar-skeleton";
import { useRouteData } from "@/components/ui/use-route-data";
import { similarListings } from "@/lib/contracts/listings";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

/**
 * The similar listings' read (through SWR) and their cards: one chunk, loaded when the visitor nears the
 * foot of the listing, so neither the cards' code nor SWR is in the page's first scripts.
 */
export function SimilarLoaded({ propertyId }: { propertyId: string }) {
  const { data, error } = useRouteData(
    similarListings,
    { params: { id: propertyId } },
    "Similar listings cannot be shown right now.",
  );
  if (!data && !error) return <SimilarPropertiesSkeleton />;
  const listings = data?.similarProperties ?? [];
  return (
    <section aria-labelledby="similar-heading" className="below-fold mt-12">
      <h2 id="similar-heading" className="text-2xl font-bold">
        Similar Properties
      </h2>
      {listings.length > 0 ? (
        <SimilarCarousel listings={listings} />
      ) : (
        <p className="mt-2 text-slate-700">
          {error ? "Similar listings cannot be shown right now." : "No similar listings right now."}{" "}
          <Link href={BROWSE_PATH} className="text-brand-700 font-semibold hover:underline">
            Browse all properties
          </Link>
        </p>
      )}
    </section>
  );
}
