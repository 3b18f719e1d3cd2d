"use client";

import { useEffect, useRef } from "react";
import { createMap, L } from "@/components/maps/leaflet-base";
import type { GeoPoint } from "@/components/maps/map-points";

/** How far a locality reaches from its centre: the circle drawn when the exact spot is not shown. */
export const LOCALITY_RADIUS_M = 800;

/** Leaflet's half of the listing's map: a pin on an exact point, the locality's area around an approximate one. */
export default function ListingMapView({ point, label }: { point: GeoPoint; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    // One finger scrolls the page past the map on a phone; the wheel scrolls it on a desktop.
    const map = createMap(element.current, { scrollWheelZoom: false, dragging: !L.Browser.mobile });
    const centre: L.LatLngTuple = [point.lat, point.lng];
    // A view first: a circle measures its bounds on the map's projection.
    map.setView(centre, 16);
    if (point.approximate) {
      const area = L.circle(centre, {
        radius: LOCALITY_RADIUS_M,
        color: "#0f766e",
        weight: 2,
        fillColor: "#14b8a6",
        fillOpacity: 0.18,
        interactive: false,
        className: "map-area",
      }).addTo(map);
      map.fitBounds(area.getBounds(), { padding: [16, 16] });
    } else {
      L.marker(centre, {
        title: label,
        alt: label,
        keyboard: false,
        icon: L.divIcon({ className: "map-home-pin", html: "<span></span>", iconSize: [28, 28], iconAnchor: [14, 28] }),
      }).addTo(map);
    }
    element.current.dataset.ready = "true";
    return () => {
      map.remove();
    };
  }, [point.lat, point.lng, point.approximate, label]);
  return <div ref={element} className="h-full w-full" data-testid="listing-map-canvas" />;
}
