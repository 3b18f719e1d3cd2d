import { existsSync } from "node:fs";

/** Debian's Chromium (or CHROMIUM_PATH): the suite never downloads a browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH to its binary.",
    );
  }
  return found;
}
