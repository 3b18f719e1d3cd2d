// Secrets never reach the browser: finds the client chunks (.next/static/**/*.js) that contain a value.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The .js files under `dir` (the build's `.next/static`) whose text contains `value`. */
export function clientFilesContaining(dir, value) {
  if (!value) throw new Error("Nothing to look for");
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, "utf8").includes(value));
}
