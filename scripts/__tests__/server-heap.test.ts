import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { SERVER_HEAP_MB, SERVER_MALLOC_ARENAS, serverEnv, serverNodeArgs } from "@/scripts/server-heap.mjs";

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

describe("the production server's malloc arenas", () => {
  // with-db.mjs hands a database it is given to the command without connecting to it.
  const printArenas = (flags: string[], env: Record<string, string> = {}) =>
    spawnSync(
      process.execPath,
      ["scripts/with-db.mjs", ...flags, "--", process.execPath, "-e", "console.log(process.env.MALLOC_ARENA_MAX)"],
      {
        encoding: "utf8",
        env: { PATH: process.env.PATH, NODE_ENV: "test", MONGODB_URI: "mongodb://127.0.0.1:9/unused", ...env },
      },
    ).stdout.trim();

  it("are bounded for the server `npm start` runs, and for no other command", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    expect(scripts.start).toMatch(/^node scripts\/with-db\.mjs --server -- /);
    expect(printArenas(["--server"]).split("\n").at(-1)).toBe(String(SERVER_MALLOC_ARENAS));
    expect(printArenas([]).split("\n").at(-1)).toBe("undefined");
  });

  it("give way to the operator's own MALLOC_ARENA_MAX", () => {
    expect(printArenas(["--server"], { MALLOC_ARENA_MAX: "4" }).split("\n").at(-1)).toBe("4");
    expect(serverEnv({ A: "1" })).toEqual({ A: "1", MALLOC_ARENA_MAX: String(SERVER_MALLOC_ARENAS) });
  });
});
