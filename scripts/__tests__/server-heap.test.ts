import { readFileSync } from "node:fs";
import { SERVER_HEAP_MB, serverNodeArgs } from "@/scripts/server-heap.mjs";

describe("the production server's heap bound", () => {
  it("is what `npm start` passes, as the bench and the cluster start their servers", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    expect(scripts.start).toContain(`--max-old-space-size=${SERVER_HEAP_MB} node_modules/next/dist/bin/next start`);
    expect(serverNodeArgs({})).toEqual([`--max-old-space-size=${SERVER_HEAP_MB}`]);
  });

  it("gives way to a heap size the operator sets in NODE_OPTIONS", () => {
    expect(serverNodeArgs({ NODE_OPTIONS: "--max-old-space-size=1024" })).toEqual([]);
    expect(serverNodeArgs({ NODE_OPTIONS: "--enable-source-maps" })).toEqual([
      `--max-old-space-size=${SERVER_HEAP_MB}`,
    ]);
  });
});
