"use client";

import dynamic from "next/dynamic";
import type { GeoPoint } from "@/components/maps/map-points";
import { useInViewOnce } from "@/components/ui/use-in-view";
import type { Words } from "@/lib/i18n/words";
import englishMaps from "@/messages/en/Maps.json";

// While its script loads, the box shows the words under it; the map, drawn over them, hides them.
const ListingMapView = dynamic(() => import("@/components/maps/listing-map-view"), { ssr: false });

function MapPlaceholder({ text }: { text: string }) {
  return <p className="flex h-full items-center justify-center text-sm text-slate-600">{text}</p>;
}

/**
 * The listing's map, fetched when it scrolls near the screen: until then the page carries no map script.
 * `label` names what the map shows, for people who cannot see it; `words` are the page's (English without).
 */
export function ListingMap({
  point,
  label,
  words = englishMaps,
}: {
  point: GeoPoint;
  label: string;
  words?: Words<"Maps">;
}) {
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
      {seen ? (
        <>
          <div className="absolute inset-0">
            <MapPlaceholder text={words.loading} />
          </div>
          <div className="relative h-full w-full">
            <ListingMapView point={point} label={label} />
          </div>
        </>
      ) : (
        <MapPlaceholder text={words.placeholder} />
      )}
    </div>
  );
}
