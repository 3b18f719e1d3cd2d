import oriya from "@fontsource/noto-sans-oriya/package.json";
import devanagari from "@fontsource/noto-sans-devanagari/package.json";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The Odia and Devanagari type of the Odia and Hindi pages (docs/i18n.md): Noto Sans Oriya and Noto Sans
 * Devanagari from the @fontsource packages, each file only its script's glyphs (Latin text keeps the system
 * font that follows them), served by the site itself at addresses that name the package's version
 * (app/fonts/[file]/route.ts), so they are kept a year and a new version is a new address.
 *
 * An Odia or Hindi page declares its script's face in one weight, the body's, and preloads it, so it arrives
 * with the page's styles instead of after its first paint: drawn first in a fallback (`swap`), the text moved
 * when it came (a layout shift of 0.1 on the Odia home page). Headings and buttons are drawn bold from that
 * face by the browser: each further weight (600 and 700, some 40 KB apiece) competed with the styles and the
 * first photo for a slow connection, and its Lighthouse score fell 17 points under its English twin's with
 * three weights against one point with one (docs/i18n.md). An English page declares and loads neither.
 */
type ScriptFont = { family: string; package: string; version: string; stem: string };

const SCRIPT_FONTS: Partial<Record<Locale, ScriptFont>> = {
  or: {
    family: "Site Odia",
    package: "@fontsource/noto-sans-oriya",
    version: oriya.version,
    stem: "noto-sans-oriya-oriya",
  },
  hi: {
    family: "Site Devanagari",
    package: "@fontsource/noto-sans-devanagari",
    version: devanagari.version,
    stem: "noto-sans-devanagari-devanagari",
  },
};

/** The one weight served: bolder text is drawn from it (see above). */
const WEIGHTS = [400] as const;

/** A file the site serves: its name under /fonts, its address, the package file behind it, its weight. */
type FontFile = { name: string; url: string; source: string; weight: number };

/** The site's address of a weight of a font, and the package's file behind it. */
function fileOf(font: ScriptFont, weight: number): FontFile {
  const name = `${font.stem}-${weight}-normal.v${font.version}.woff2`;
  return {
    name,
    url: `/fonts/${name}`,
    source: `${font.package}/files/${font.stem}-${weight}-normal.woff2`,
    weight,
  };
}

/** Every font file the site serves, by its name under /fonts (app/fonts/[file]/route.ts). */
export const FONT_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(SCRIPT_FONTS).flatMap((font) => WEIGHTS.map((w) => fileOf(font, w)).map((f) => [f.name, f.source])),
);

/** The family a page in `locale` puts first in its sans-serif stack, quoted for CSS; none for English. */
export function scriptFamily(locale: Locale): string | undefined {
  const font = SCRIPT_FONTS[locale];
  return font && `"${font.family}"`;
}

/** What a page in `locale` puts in its head: its faces' CSS and the files to preload (nothing for English). */
export function scriptFontHead(locale: Locale): { css: string; preload: string[] } | undefined {
  const font = SCRIPT_FONTS[locale];
  if (!font) return undefined;
  const files = WEIGHTS.map((weight) => fileOf(font, weight));
  const css = files
    .map(
      (file) =>
        `@font-face{font-family:"${font.family}";src:url(${file.url}) format("woff2");font-weight:${file.weight};font-style:normal;font-display:swap}`,
    )
    .join("");
  return { css, preload: files.map((file) => file.url) };
}
