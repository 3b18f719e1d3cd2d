/**
 * Where the maps' raster tiles come from and whom they credit. Both are public and read at build time
 * (NEXT_PUBLIC_*, inlined into the map's script and the proxy's Content-Security-Policy, which allows the
 * template's origin in img-src), so the build and the server must see the same values. Browser-safe.
 *
 * The default is OpenStreetMap's standard tiles: fine for development and a small site under the OSM Tile
 * Usage Policy, not for heavy traffic (docs/maps.md names a production provider).
 */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_ATTRIBUTION = "© OpenStreetMap contributors";
export const DEFAULT_ATTRIBUTION_URL = "https://www.openstreetmap.org/copyright";

export type TileSettings = { url: string; attribution: string; attributionUrl: string };

export function tileSettings(): TileSettings {
  return {
    url: process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_TILE_URL,
    attribution: process.env.NEXT_PUBLIC_MAP_ATTRIBUTION || DEFAULT_ATTRIBUTION,
    attributionUrl: process.env.NEXT_PUBLIC_MAP_ATTRIBUTION_URL || DEFAULT_ATTRIBUTION_URL,
  };
}
