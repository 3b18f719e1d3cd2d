"use client";

import { lazy, Suspense } from "react";
import { SimilarPropertiesSkeleton } from "@/components/property-detail/similar-skeleton";
import type { SimilarLanguage } from "@/components/property-detail/similar-carousel";
import { useInViewOnce } from "@/components/ui/use-in-view";

// The read, SWR and the cards' code come in one chunk, once the visitor scrolls towards them (never on the
// server: the row's place is not near before the browser measures it). Lazy under a Suspense boundary
// rather than next/dynamic, so the placeholder shown while the chunk loads has the page's words.
const SimilarLoaded = lazy(() =>
  import("@/components/property-detail/similar-loaded").then((module) => ({ default: module.SimilarLoaded })),
);

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
 * the sitemap and the list pages. `locale`, `words`, `cardWords` and `choices` are the page's language for the heading and the cards.
 */
export function SimilarProperties({ propertyId, ...language }: { propertyId: string } & SimilarLanguage) {
  const [placeholder, near] = useInViewOnce<HTMLElement>(LOAD_AHEAD);
  if (!near) return <SimilarPropertiesSkeleton ref={placeholder} label={language.words.loading} />;
  return (
    <Suspense fallback={<SimilarPropertiesSkeleton label={language.words.loading} />}>
      <SimilarLoaded propertyId={propertyId} {...language} />
    </Suspense>
  );
}
