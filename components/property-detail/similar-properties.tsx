"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { startTransition, useEffect, useState, type Ref } from "react";
import type { ListingCardData } from "@/components/properties/listing-card-data";
import { callRoute } from "@/components/ui/api";
import { useInViewOnce } from "@/components/ui/use-in-view";
import { similarListings } from "@/lib/contracts/listings";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

const loadCarousel = () => import("@/components/property-detail/similar-carousel");
// The cards' code comes with the cards' data, once the visitor scrolls towards them.
const SimilarCarousel = dynamic(() => loadCarousel().then((module) => module.SimilarCarousel), {
  ssr: false,
  loading: () => <CardsSkeleton />,
});

type Similar = { status: "loading" } | { status: "ready"; listings: ListingCardData[] } | { status: "failed" };

/**
 * How near the screen the row's place must come before its cards are asked for: about two phone screens,
 * so they are there by the time a visitor scrolling down reaches them.
 */
const LOAD_AHEAD = "1600px 0px";

/**
 * Up to 8 listings like this one (same kind, same BHK then one either side, its locality first), asked for once the
 * visitor scrolls towards them: they sit at the foot of the page, and a visitor who reads the listing and
 * leaves never downloads eight cards and their code (on a phone, about 12 KB of script and the cards' photos).
 * Leaving them out of the cached page keeps its HTML light too. Search engines reach those listings through
 * the sitemap and the list pages.
 */
export function SimilarProperties({ propertyId }: { propertyId: string }) {
  const [similar, setSimilar] = useState<Similar>({ status: "loading" });
  const [placeholder, near] = useInViewOnce<HTMLElement>(LOAD_AHEAD);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    const show = (listings: ListingCardData[] | undefined) => {
      if (controller.signal.aborted) return;
      // Eight cards are a sizeable render: as a transition React does it in small slices between the
      // visitor's input, instead of one long task while the page is still loading.
      startTransition(() => setSimilar(listings ? { status: "ready", listings } : { status: "failed" }));
    };
    // The cards' data and their code at once; a carousel that fails to load shows as the failure.
    const answered = callRoute(similarListings, { params: { id: propertyId }, signal: controller.signal });
    void Promise.all([answered, loadCarousel()]).then(
      ([answer]) => show(answer.ok ? answer.body.similarProperties : undefined),
      () => show(undefined),
    );
    return () => controller.abort();
  }, [propertyId, near]);

  if (similar.status === "loading") return <SimilarPropertiesSkeleton ref={placeholder} />;
  return (
    <section aria-labelledby="similar-heading" className="below-fold mt-12">
      <h2 id="similar-heading" className="text-2xl font-bold">
        Similar Properties
      </h2>
      {similar.status === "ready" && similar.listings.length > 0 ? (
        <SimilarCarousel listings={similar.listings} />
      ) : (
        <p className="mt-2 text-slate-700">
          {similar.status === "failed"
            ? "Similar listings cannot be shown right now."
            : "No similar listings right now."}{" "}
          <Link href={BROWSE_PATH} className="text-brand-700 font-semibold hover:underline">
            Browse all properties
          </Link>
        </p>
      )}
    </section>
  );
}

function SimilarPropertiesSkeleton({ ref }: { ref: Ref<HTMLElement> }) {
  return (
    <section ref={ref} aria-label="Loading similar properties" aria-busy className="mt-12">
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <CardsSkeleton />
    </section>
  );
}

function CardsSkeleton() {
  return (
    <div className="mt-4 flex gap-4 overflow-hidden">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-80 w-72 shrink-0 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
