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
  /** What the pin is called, for people who cannot see it; English where none is given. */
  pinWords?: { title: string; alt: string };
};

const ENGLISH_PIN = { title: "The home's pin: drag it to move it", alt: "The home's pin" };

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** Close on a pin; on the locality's centre, its streets; the whole city when nothing is known. */
function viewOf(pin: LatLng | null, centre: LatLng | undefined): { center: L.LatLngTuple; zoom: number } {
  if (pin) return { center: [pin.lat, pin.lng], zoom: 16 };
  if (centre) return { center: [centre.lat, centre.lng], zoom: 15 };
  return { center: DEFAULT_CENTRE, zoom: 12 };
}

/** Leaflet's half of the pin picker: a tap or click drops the pin, dragging moves it. */
export default function PinPickerView({ pin, centre, onPlace, pinWords = ENGLISH_PIN }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPlaceRef = useRef(onPlace);

  useEffect(() => {
    onPlaceRef.current = onPlace;
  }, [onPlace]);

  // The view the map opens on, read once: the map is built once per mount.
  const firstView = useRef(viewOf(pin, centre));

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    // Built with its view: a Leaflet map without one throws on getBounds() ("Set map center and zoom first"),
    // which the edit forms' stored pin reached before any view was set.
    const map = createMap(host, { scrollWheelZoom: false, ...firstView.current });
    mapRef.current = map;
    map.on("click", (event: L.LeafletMouseEvent) =>
      onPlaceRef.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }),
    );
    // In a dialog or a form that reflows (a phone turned, a dialog grown) the box changes size after the map
    // measured it: Leaflet measures again, or its clicks and bounds would be off.
    const resized = new ResizeObserver(() => map.invalidateSize());
    resized.observe(host);
    // Where the map looks, as the results map says it too: what the journeys check a stored pin against.
    const describe = () => {
      const c = map.getCenter();
      host.dataset.center = `${c.lat.toFixed(6)},${c.lng.toFixed(6)}`;
    };
    map.on("moveend", describe);
    describe();
    host.dataset.ready = "true";
    return () => {
      resized.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  // The view follows the locality until a pin is placed; then the pin, when it leaves the view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (pin && map.getBounds().contains([pin.lat, pin.lng])) return;
    const { center, zoom } = viewOf(pin, centre);
    map.setView(center, pin ? Math.max(map.getZoom(), zoom) : zoom);
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
        title: pinWords.title,
        alt: pinWords.alt,
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
  }, [pin, pinWords.title, pinWords.alt]);

  return <div ref={element} className="h-full w-full" data-testid="pin-picker-canvas" />;
}
