"use client";

import dynamic from "next/dynamic";
import type { GeoPoint } from "@/components/maps/map-points";
import { useInViewOnce } from "@/components/ui/use-in-view";

const ListingMapView = dynamic(() => import("@/components/maps/listing-map-view"), {
  ssr: false,
  loading: () => <MapPlaceholder text="Loading the map…" />,
});

function MapPlaceholder({ text }: { text: string }) {
  return <p className="flex h-full items-center justify-center text-sm text-slate-600">{text}</p>;
}

/**
 * The listing's map, fetched when it scrolls near the screen: until then the page carries no map script.
 * `label` names what the map shows, for people who cannot see it.
 */
export function ListingMap({ point, label }: { point: GeoPoint; label: string }) {
  const [ref, seen] = useInViewOnce<HTMLDivElement>();
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      data-testid="listing-map"
      data-approximate={point.approximate ? "true" : "false"}
      className="relative z-0 h-64 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-80"
    >
      {seen ? <ListingMapView point={point} label={label} /> : <MapPlaceholder text="Map" />}
    </div>
  );
}
