"use client";

import { useEffect, useRef } from "react";
import { createMap, DEFAULT_CENTRE, L } from "@/components/maps/leaflet-base";

type LatLng = { lat: number; lng: number };

type Props = {
  /** The pin the person placed, if any. */
  pin: LatLng | null;
  /** Where the map looks before a pin is placed: the chosen locality's centre. */
  centre?: LatLng;
  onPlace: (point: LatLng) => void;
};

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** Leaflet's half of the pin picker: a tap or click drops the pin, dragging moves it. */
export default function PinPickerView({ pin, centre, onPlace }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPlaceRef = useRef(onPlace);

  useEffect(() => {
    onPlaceRef.current = onPlace;
  }, [onPlace]);

  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, { scrollWheelZoom: false });
    mapRef.current = map;
    map.on("click", (event: L.LeafletMouseEvent) =>
      onPlaceRef.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }),
    );
    element.current.dataset.ready = "true";
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  // The view follows the locality until a pin is placed; then the pin.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (pin) {
      if (!map.getBounds().contains([pin.lat, pin.lng])) map.setView([pin.lat, pin.lng], Math.max(map.getZoom(), 16));
    } else {
      map.setView(centre ? [centre.lat, centre.lng] : DEFAULT_CENTRE, centre ? 15 : 12);
    }
  }, [pin, centre]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!pin) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const marker = L.marker([pin.lat, pin.lng], {
        draggable: true,
        title: "The home's pin: drag it to move it",
        alt: "The home's pin",
        icon: L.divIcon({ className: "map-home-pin", html: "<span></span>", iconSize: [28, 28], iconAnchor: [14, 28] }),
      }).addTo(map);
      marker.on("dragend", () => {
        const at = marker.getLatLng();
        onPlaceRef.current({ lat: round(at.lat), lng: round(at.lng) });
      });
      markerRef.current = marker;
    } else {
      markerRef.current.setLatLng([pin.lat, pin.lng]);
    }
  }, [pin]);

  return <div ref={element} className="h-full w-full" data-testid="pin-picker-canvas" />;
}
