"use client";

import { useEffect, useRef, useState } from "react";
import Supercluster, { type ClusterProperties } from "supercluster";
import { createMap, DEFAULT_CENTRE, L } from "@/components/maps/leaflet-base";
import { roundedBox, type MapBox, type MapListing } from "@/components/maps/map-points";
import { fillWords } from "@/lib/i18n/words";
import type { ResultsMapWords } from "@/lib/i18n/list-words";

type Props = {
  listings: MapListing[];
  /** The searched box (`bounds=`), shown as it was searched; otherwise the map fits the pins. */
  box?: MapBox;
  /** Where to look when there is neither a box nor a pin: the place's centre. */
  centre?: { lat: number; lng: number };
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
  onSearchArea: (box: MapBox) => void;
  searching: boolean;
  /** How much of the map's top something holds over it (the view bar on phones), read as the map opens. */
  coveredTop: () => number;
  words: ResultsMapWords;
};

type PointProps = { id: string };

/** The closest zoom; listings still grouped there stand at one spot (a locality's centre) and open as one list. */
const MAX_CLUSTER_ZOOM = 18;

/**
 * Room the first view keeps at the map's edges: a price label stands above its point and a group's circle
 * around it, so a listing at the very edge of a searched box would be cut in half. The top adds what covers it.
 */
function fitPadding(coveredTop: number): L.FitBoundsOptions {
  return { paddingTopLeft: [40, 40 + coveredTop], paddingBottomRight: [40, 40] };
}

function cardElement(listing: MapListing, tag: "div" | "li" = "div"): HTMLElement {
  const wrapper = document.createElement(tag);
  const link = document.createElement("a");
  link.className = "map-card";
  link.href = listing.href;
  const image = document.createElement("img");
  image.src = listing.image;
  image.alt = "";
  image.loading = "lazy";
  const price = document.createElement("strong");
  price.textContent = `${listing.price} · ${listing.size}`;
  const title = document.createElement("span");
  title.textContent = listing.title;
  link.append(image, price, title);
  wrapper.append(link);
  return wrapper;
}

function listElement(listings: MapListing[]): HTMLElement {
  const list = document.createElement("ul");
  list.className = "map-card-list";
  for (const listing of listings) list.append(cardElement(listing, "li"));
  return list;
}

const pinLabel = (l: MapListing, words: ResultsMapWords) =>
  `${l.price}, ${l.size}: ${l.title}${l.approximate ? words.approximate : ""}`;

/**
 * Leaflet's half of the results map: a price pin per listing, grouped (supercluster) where they crowd; a pin
 * opens a small card. Moving the map by hand offers "Search this area".
 */
export default function ResultsMapView({
  listings,
  box,
  centre,
  highlighted,
  onHighlight,
  onSearchArea,
  searching,
  coveredTop,
  words,
}: Props) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, HTMLElement>());
  const clusters = useRef<Array<{ element: HTMLElement; ids: string[] }>>([]);
  const highlightRef = useRef(highlighted);
  const onHighlightRef = useRef(onHighlight);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    onHighlightRef.current = onHighlight;
  }, [onHighlight]);

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const map = createMap(host, { maxZoom: MAX_CLUSTER_ZOOM });
    mapRef.current = map;
    const byId = new Map(listings.map((l) => [l.id, l]));
    const index = new Supercluster<PointProps>({ radius: 80, maxZoom: MAX_CLUSTER_ZOOM });
    index.load(
      listings.map((l) => ({
        type: "Feature" as const,
        properties: { id: l.id },
        geometry: { type: "Point" as const, coordinates: [l.lng, l.lat] },
      })),
    );
    const layer = L.layerGroup().addTo(map);

    const describe = () => {
      const c = map.getCenter();
      host.dataset.center = `${c.lat.toFixed(6)},${c.lng.toFixed(6)}`;
      host.dataset.zoom = String(map.getZoom());
    };

    const markActive = () => {
      const active = highlightRef.current;
      for (const [id, pin] of markers.current) pin.classList.toggle("is-active", id === active);
      for (const cluster of clusters.current) {
        cluster.element.classList.toggle("is-active", active !== null && cluster.ids.includes(active));
      }
    };

    // The listings of a group opened with the keyboard: once the map has zoomed and redrawn, the focus goes
    // to the first of them (its pin, or the smaller group holding it) instead of falling to the page.
    let focusAfterDraw: string[] | null = null;
    const refocus = () => {
      const wanted = focusAfterDraw;
      focusAfterDraw = null;
      if (!wanted) return;
      const pin = wanted.map((id) => markers.current.get(id)).find(Boolean);
      const group = clusters.current.find((c) => c.ids.some((id) => wanted.includes(id)))?.element;
      (pin ?? group)?.focus();
    };

    const draw = () => {
      layer.clearLayers();
      markers.current.clear();
      clusters.current = [];
      const b = map.getBounds();
      const features = index.getClusters(
        [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
        Math.round(map.getZoom()),
      );
      for (const feature of features) {
        const [lng, lat] = feature.geometry.coordinates;
        const props = feature.properties as Partial<ClusterProperties> & Partial<PointProps>;
        if (props.cluster && props.cluster_id !== undefined) {
          const clusterId = props.cluster_id;
          const leaves = index.getLeaves(clusterId, Infinity).map((leaf) => byId.get(leaf.properties.id)!);
          const size = leaves.length < 10 ? 36 : 44;
          const marker = L.marker([lat, lng], {
            title: fillWords(words.clusterTitle, { count: leaves.length }),
            // Above the price pins around it, whose labels are wider than their point.
            zIndexOffset: 1000,
            icon: L.divIcon({ className: "map-cluster", html: String(leaves.length), iconSize: [size, size] }),
          });
          const expand = (byKeyboard: boolean) => {
            const zoom = index.getClusterExpansionZoom(clusterId);
            if (zoom <= MAX_CLUSTER_ZOOM && zoom > map.getZoom()) {
              if (byKeyboard) focusAfterDraw = leaves.map((l) => l.id);
              map.setView([lat, lng], zoom);
            } else marker.unbindPopup().bindPopup(listElement(leaves), { maxWidth: 240 }).openPopup();
          };
          marker.on("click", () => expand(false));
          // A focused group opens with Enter, as a focused pin does.
          marker.on("keypress", (event: L.LeafletKeyboardEvent) => {
            if (event.originalEvent.key === "Enter") expand(true);
          });
          marker.addTo(layer);
          const icon = marker.getElement();
          if (icon) {
            icon.setAttribute(
              "aria-label",
              fillWords(words.clusterLabel, { count: leaves.length, prices: leaves.map((l) => l.price).join(", ") }),
            );
            clusters.current.push({ element: icon, ids: leaves.map((l) => l.id) });
          }
          continue;
        }
        const listing = props.id ? byId.get(props.id) : undefined;
        if (!listing) continue;
        const marker = L.marker([lat, lng], {
          title: pinLabel(listing, words),
          riseOnHover: true,
          icon: L.divIcon({
            className: `map-price-pin${listing.approximate ? " is-approximate" : ""}`,
            html: `<span></span>`,
            iconSize: [0, 0],
          }),
        });
        marker.bindPopup(cardElement(listing), { maxWidth: 240 });
        marker.on("mouseover", () => onHighlightRef.current(listing.id));
        marker.on("mouseout", () => onHighlightRef.current(null));
        marker.on("popupopen", () => onHighlightRef.current(listing.id));
        marker.addTo(layer);
        const icon = marker.getElement();
        if (icon) {
          icon.querySelector("span")!.textContent = listing.price;
          icon.setAttribute("aria-label", pinLabel(listing, words));
          icon.dataset.listingId = listing.id;
          icon.addEventListener("focus", () => onHighlightRef.current(listing.id));
          icon.addEventListener("blur", () => onHighlightRef.current(null));
          markers.current.set(listing.id, icon);
        }
      }
      markActive();
      refocus();
    };

    // Moves the map makes itself (the first view) are not the visitor's: they offer no new search.
    let programmatic = true;
    if (box) {
      map.fitBounds(
        [
          [box.south, box.west],
          [box.north, box.east],
        ],
        fitPadding(coveredTop()),
      );
    } else if (listings.length > 0) {
      map.fitBounds(L.latLngBounds(listings.map((l) => [l.lat, l.lng] as L.LatLngTuple)), {
        ...fitPadding(coveredTop()),
        maxZoom: 15,
      });
    } else {
      map.setView(centre ? [centre.lat, centre.lng] : DEFAULT_CENTRE, centre ? 14 : 12);
    }
    draw();
    describe();
    map.on("moveend", () => {
      draw();
      describe();
      if (!programmatic) setMoved(true);
      programmatic = false;
    });
    // A card opened near the edge pans the map to show itself: that move is not the visitor's either.
    map.on("autopanstart", () => (programmatic = true));
    // A first view that needs no move fires no moveend: later moves are the visitor's.
    map.whenReady(() => {
      window.setTimeout(() => (programmatic = false), 0);
    });
    (host as HTMLElement & { markActive?: () => void }).markActive = markActive;
    host.dataset.ready = "true";
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // The map is built once per set of results: a new search mounts a new one.
  }, []);

  useEffect(() => {
    highlightRef.current = highlighted;
    (element.current as (HTMLElement & { markActive?: () => void }) | null)?.markActive?.();
  }, [highlighted]);

  function searchArea() {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    onSearchArea(roundedBox({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() }));
  }

  return (
    <div className="relative h-full w-full">
      <div
        ref={element}
        id="results-map"
        tabIndex={-1}
        className="h-full w-full"
        data-testid="results-map-canvas"
        role="region"
        aria-label={words.region}
      />
      {moved && (
        <button
          type="button"
          onClick={searchArea}
          disabled={searching}
          className="btn-primary absolute top-3 left-1/2 z-[1000] -translate-x-1/2 shadow-lg"
        >
          {searching ? words.searching : words.searchArea}
        </button>
      )}
    </div>
  );
}
