"use client";

import dynamic from "next/dynamic";
import { SimilarPropertiesSkeleton } from "@/components/property-detail/similar-skeleton";
import { useInViewOnce } from "@/components/ui/use-in-view";

// The read, SWR and the cards' code come in one chunk, once the visitor scrolls towards them.
const SimilarLoaded = dynamic(
  () => import("@/components/property-detail/similar-loaded").then((module) => module.SimilarLoaded),
  { ssr: false, loading: () => <SimilarPropertiesSkeleton /> },
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
 * the sitemap and the list pages.
 */
export function SimilarProperties({ propertyId }: { propertyId: string }) {
  const [placeholder, near] = useInViewOnce<HTMLElement>(LOAD_AHEAD);
  if (!near) return <SimilarPropertiesSkeleton ref={placeholder} />;
  return <SimilarLoaded propertyId={propertyId} />;
}
