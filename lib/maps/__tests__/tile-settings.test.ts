import { parseEnv } from "@/lib/env";
import { DEFAULT_ATTRIBUTION, DEFAULT_TILE_URL } from "@/lib/maps/tiles";

describe("map tile settings", () => {
  it("default to OpenStreetMap's standard tiles and their credit", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.NEXT_PUBLIC_MAP_TILE_URL).toBe(DEFAULT_TILE_URL);
    expect(env.NEXT_PUBLIC_MAP_ATTRIBUTION).toBe(DEFAULT_ATTRIBUTION);
    expect(parseEnv({ NODE_ENV: "development", NEXT_PUBLIC_MAP_TILE_URL: " " }).NEXT_PUBLIC_MAP_TILE_URL).toBe(
      DEFAULT_TILE_URL,
    );
  });

  it("take a provider's template with {z}/{x}/{y}", () => {
    const url = "https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=abc";
    expect(parseEnv({ NODE_ENV: "development", NEXT_PUBLIC_MAP_TILE_URL: url }).NEXT_PUBLIC_MAP_TILE_URL).toBe(url);
  });

  it("refuse a template without the tile's coordinates or without an address, naming the setting", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "development", NEXT_PUBLIC_MAP_TILE_URL: "https://tiles.example.com/a.png" }),
    ).toThrow(/NEXT_PUBLIC_MAP_TILE_URL: needs \{z\}, \{x\} and \{y\}/);
    expect(() => parseEnv({ NODE_ENV: "development", NEXT_PUBLIC_MAP_TILE_URL: "tiles/{z}/{x}/{y}.png" })).toThrow(
      /NEXT_PUBLIC_MAP_TILE_URL/,
    );
  });
});
