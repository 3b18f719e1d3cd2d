import { chunksGzipSize, firstLoadChunks, firstLoadChunksContaining } from "../client-bundle.mjs";

/**
 * The first-load script bytes (gzip) of the pages the maps must leave as they were: home, a listing and a
 * place page, each with its map closed. Also names any first-load script that carries the map library,
 * which must load only when a map is shown.
 */
export type ScriptBytes = { name: string; path: string; gzipBytes: number; scripts: number; mapScripts: string[] };

/** A string only Leaflet's code holds: a first-load script containing it carries the map library. */
export const MAP_LIBRARY_MARK = "leaflet-tile-container";

export async function measureScriptBytes(
  baseUrl: string,
  pages: Array<{ name: string; path: string }>,
  buildDir = ".next",
): Promise<ScriptBytes[]> {
  const rows: ScriptBytes[] = [];
  for (const page of pages) {
    const response = await fetch(`${baseUrl}${page.path}`);
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    const html = await response.text();
    const chunks = firstLoadChunks(html);
    rows.push({
      ...page,
      gzipBytes: chunksGzipSize(buildDir, chunks),
      scripts: chunks.length,
      mapScripts: firstLoadChunksContaining(buildDir, html, MAP_LIBRARY_MARK),
    });
  }
  return rows;
}

export function scriptBytesTable(rows: ScriptBytes[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    "First-load scripts (gzip), map closed",
    ...rows.map(
      (r) =>
        `  ${r.name.padEnd(8)} ${kb(r.gzipBytes).padStart(9)} in ${String(r.scripts).padStart(2)} scripts` +
        `  map library: ${r.mapScripts.length ? `IN ${r.mapScripts.join(", ")}` : "not loaded"}`,
    ),
  ].join("\n");
}

/** An Odia page ("<name>-or") loads at most this much more script than its English twin. */
const TWIN_MARGIN_BYTES = 10 * 1024;

/** Each Odia page's first-load script against its English twin's, measured in the same run. */
export function evaluateTwins(rows: ScriptBytes[]): Array<{ name: string; pass: boolean; measured: string }> {
  const byName = new Map(rows.map((row) => [row.name, row]));
  return rows
    .filter((row) => row.name.endsWith("-or") && byName.has(row.name.slice(0, -3)))
    .map((odia) => {
      const english = byName.get(odia.name.slice(0, -3))!;
      const extra = odia.gzipBytes - english.gzipBytes;
      return {
        name: `${odia.name}: script within 10 KB of its English twin`,
        pass: extra <= TWIN_MARGIN_BYTES,
        measured: `${(extra / 1024).toFixed(1)} KB more (${(odia.gzipBytes / 1024).toFixed(1)} against ${(english.gzipBytes / 1024).toFixed(1)} KB)`,
      };
    });
}
