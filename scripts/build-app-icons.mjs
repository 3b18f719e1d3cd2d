// Renders the home-screen icons of the web app manifest (app/manifest.ts) from public/icon.svg with sharp:
// 192 and 512 px as drawn (purpose "any"), a 512 px "maskable" one whose house sits inside the safe zone
// on a full-bleed background (launchers cut it to their own shape), and the 180 px Apple touch icon.
// Run after changing the icon: `node scripts/build-app-icons.mjs`; the PNGs are committed.
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const out = (name) => path.join(root, "public", "icons", name);
const svg = await readFile(path.join(root, "public", "icon.svg"), "utf8");

/** The same house on a square without rounded corners, drawn at `scale` of the canvas around its centre. */
function fullBleed(scale) {
  const colour = /fill="(#[0-9a-f]{6})"/i.exec(svg)[1];
  const house = /<path[^>]*\/>/.exec(svg)[0];
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${house}</g></svg>`;
}

const render = (source, size, file) =>
  sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(file));

await render(svg, 192, "icon-192.png");
await render(svg, 512, "icon-512.png");
// The maskable safe zone is the centre circle of 80% of the width; the house fits inside it at 60%.
await render(fullBleed(0.6), 512, "icon-maskable-512.png");
await render(fullBleed(0.75), 180, "apple-touch-icon.png");
console.log("Wrote public/icons/{icon-192,icon-512,icon-maskable-512,apple-touch-icon}.png");
