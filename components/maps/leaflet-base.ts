import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "@/components/maps/maps.css";
import { tileSettings } from "@/lib/maps/tiles";

/**
 * What every map of the site shares: the configured tiles and their credit. Imported only by the map views,
 * which the pages load on demand, so Leaflet and its CSS stay out of every page's first load.
 */

export { L };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function createMap(element: HTMLElement, options: L.MapOptions = {}): L.Map {
  const tiles = tileSettings();
  const map = L.map(element, { zoomControl: true, attributionControl: true, ...options });
  // Leaflet's own credit ("Leaflet" with a flag) is left off; the tile provider's is what its terms require.
  map.attributionControl.setPrefix(false);
  L.tileLayer(tiles.url, {
    maxZoom: 19,
    subdomains: "abc",
    attribution: `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener">${escapeHtml(tiles.attribution)}</a>`,
  }).addTo(map);
  return map;
}

/** Bhubaneswar's centre: where a map without anything to show looks. */
export const DEFAULT_CENTRE: L.LatLngTuple = [20.2961, 85.8245];
