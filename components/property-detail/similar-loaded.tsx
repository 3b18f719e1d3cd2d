"use client";

import Link from "next/link";
import { SimilarCarousel, type SimilarLanguage } from "@/components/property-detail/similar-carousel";
import { SimilarPropertiesSkeleton } from "@/components/property-detail/similar-skeleton";
import { useRouteData } from "@/components/ui/use-route-data";
import { similarListings } from "@/lib/contracts/listings";
import { localePath } from "@/lib/i18n/locales";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

/**
 * The similar listings' read (through SWR) and their cards: one chunk, loaded when the visitor nears the
 * foot of the listing, so neither the cards' code nor SWR is in the page's first scripts.
 */
export function SimilarLoaded({ propertyId, ...language }: { propertyId: string } & SimilarLanguage) {
  const { words } = language;
  const { data, error } = useRouteData(similarListings, { params: { id: propertyId } }, words.failed);
  if (!data && !error) return <SimilarPropertiesSkeleton label={words.loading} />;
  const listings = data?.similarProperties ?? [];
  return (
    <section aria-labelledby="similar-heading" className="below-fold mt-12">
      <h2 id="similar-heading" className="text-2xl font-bold">
        {words.heading}
      </h2>
      {listings.length > 0 ? (
        <SimilarCarousel listings={listings} {...language} />
      ) : (
        <p className="mt-2 text-slate-700">
          {error ? words.failed : words.none}{" "}
          <Link
            href={localePath(language.locale, BROWSE_PATH)}
            className="text-brand-700 font-semibold hover:underline"
          >
            {words.browse}
          </Link>
        </p>
      )}
    </section>
  );
}
