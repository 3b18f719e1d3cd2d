#!/usr/bin/env node
// What each public page's first-load script carries beyond the framework's floor, module by module:
// reads the files `next analyze --output` writes (Turbopack's own bundle analysis) for the site and for the
// floor app (scripts/client-bundle.mjs builds it), and prints, per route, the first-load client modules
// the floor does not have, grouped by package or folder, largest first.
//   npx next analyze --output && (cd "$(node -e 'import("./scripts/client-bundle.mjs").then(m => console.log(m.floorDir()))')" && npx next analyze --output)
//   node scripts/bundle-report.mjs about pricing "[kind]/[city]" "properties/[id]"
// Sizes are the analyzer's per-module compressed estimates: each module compressed on its own, so they add
// up to more than the gzip of whole files; compare them with each other, not with transfer sizes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { floorDir } from "./client-bundle.mjs";

const SITE = path.join(".next", "diagnostics", "analyze", "data");
const FLOOR = path.join(floorDir(), ".next", "diagnostics", "analyze", "data");

/** The analyzer's index of one route: a 4-byte length, then JSON (the binary tables after it are unused). */
function readIndex(file) {
  const raw = readFileSync(file);
  const length = raw.readUInt32BE(0);
  return JSON.parse(raw.subarray(4, 4 + length).toString("utf8"));
}

/**
 * Compressed bytes per source path of the route's first-load client scripts: the bootstrap chunks and those
 * loaded for the components it renders (async chunks, loaded on demand, left out).
 */
function firstLoadModules(file) {
  const index = readIndex(file);
  const paths = new Map();
  const pathOf = (i) => {
    if (!paths.has(i)) {
      const source = index.sources[i];
      const parent = source.parent_source_index;
      const full = `${parent === undefined || parent === null ? "" : `${pathOf(parent)}/`}${source.path}`;
      paths.set(i, full.replace(/\/+/g, "/").replace("[project]/", ""));
    }
    return paths.get(i);
  };
  const groupsOf = new Map();
  for (const group of index.chunk_groups)
    for (const i of group.output_file_indices) groupsOf.set(i, [...(groupsOf.get(i) ?? []), group.kind]);
  const firstLoad = new Set(
    index.output_files
      .map((f, i) => ({ name: f.filename, i }))
      .filter(
        ({ name, i }) => /static\/chunks\/.*\.js$/.test(name) && (groupsOf.get(i) ?? []).some((k) => k !== "async"),
      )
      .map(({ i }) => i),
  );
  const bytes = new Map();
  for (const part of index.chunk_parts)
    if (firstLoad.has(part.output_file_index)) {
      const key = pathOf(part.source_index);
      // A module in two chunks a page may load is counted once.
      bytes.set(key, Math.max(bytes.get(key) ?? 0, part.compressed_size));
    }
  return bytes;
}

/** A package name for node_modules paths (Next.js by its folder), else the project folder two levels deep. */
function groupOf(modulePath) {
  const at = modulePath.lastIndexOf("node_modules/");
  if (at < 0) return modulePath.split("/").slice(0, 2).join("/");
  const parts = modulePath.slice(at + "node_modules/".length).split("/");
  if (parts[0] === "next") return `next/${parts.slice(2, 4).join("/")}`;
  return parts[0].startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const floor = firstLoadModules(path.join(FLOOR, "analyze.data"));
const routes = process.argv.slice(2);
if (routes.length === 0) {
  console.error('usage: node scripts/bundle-report.mjs <route folder> ... (e.g. about "properties/[id]")');
  process.exit(2);
}
for (const route of routes) {
  const modules = firstLoadModules(path.join(SITE, route === "/" ? "" : route, "analyze.data"));
  const extra = new Map();
  const detail = new Map();
  for (const [modulePath, bytes] of modules) {
    const over = bytes - (floor.get(modulePath) ?? 0);
    if (over <= 0) continue;
    const group = groupOf(modulePath);
    extra.set(group, (extra.get(group) ?? 0) + over);
    detail.set(modulePath, over);
  }
  const total = [...extra.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${route}: ${kb(total)} KB over the floor`);
  for (const [group, bytes] of [...extra].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${kb(bytes).padStart(6)}  ${group}`);
  console.log("  largest modules:");
  for (const [modulePath, bytes] of [...detail].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${kb(bytes).padStart(6)}  ${modulePath}`);
}
