import localFont from "next/font/local";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The Odia and Devanagari type (docs/i18n.md): Noto Sans Oriya and Noto Sans Devanagari, self-hosted from
 * the @fontsource packages, each file only its script's glyphs (Latin text keeps the system font that
 * follows them), shown in the system font until they arrive (`swap`). Not preloaded: an English page names
 * neither family, so a browser never downloads them there; an Odia or Hindi page names its own.
 */
const odia = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-600-normal.woff2",
      weight: "600",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff2",
      weight: "700",
    },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

const devanagari = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2",
      weight: "600",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2",
      weight: "700",
    },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

/**
 * The language switcher names each language in its own script ("ଓଡ଼ିଆ", "हिन्दी") on every page, English
 * ones included, where neither script's font is loaded and a device without one would draw empty boxes. These
 * two files hold only the glyphs of those two names (1.5 and 2.4 KB: the Noto files above cut down to them
 * with HarfBuzz's subsetter; the SIL Open Font License allows it), each limited to the code points of its
 * name, and only the switcher's names use them (`data-language-name`, globals.css).
 */
const odiaName = localFont({
  src: "./language-names/odia.woff2",
  weight: "400",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0B06, U+0B13, U+0B21, U+0B3C, U+0B3F" }],
});

const hindiName = localFont({
  src: "./language-names/hindi.woff2",
  weight: "400",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0926, U+0928, U+0939, U+093F, U+0940, U+094D" }],
});

/** The site's sans-serif stack (globals.css), after the script's own family. */
const SYSTEM_SANS =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/**
 * The style of `<html>` for a page in `locale`: the script's family first in the site's sans-serif stack
 * (Tailwind's `font-sans` reads `--font-sans`), nothing for English; and the switcher names' stack
 * (`--font-language-names`): the page's own script first, then the two names' glyphs.
 */
export function scriptFontStyle(locale: Locale): React.CSSProperties {
  const family = locale === "or" ? odia : locale === "hi" ? devanagari : null;
  const names = `${odiaName.style.fontFamily}, ${hindiName.style.fontFamily}, ${SYSTEM_SANS}`;
  if (!family) return { "--font-language-names": names } as React.CSSProperties;
  return {
    "--font-sans": `${family.style.fontFamily}, ${SYSTEM_SANS}`,
    "--font-language-names": `${family.style.fontFamily}, ${names}`,
  } as React.CSSProperties;
}
