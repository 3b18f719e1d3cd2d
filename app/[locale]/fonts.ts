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

/** The site's sans-serif stack (globals.css), after the script's own family. */
const SYSTEM_SANS =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/**
 * The style of `<html>` for a page in `locale`: the script's family first in the site's sans-serif stack
 * (Tailwind's `font-sans` reads `--font-sans`); nothing for English.
 */
export function scriptFontStyle(locale: Locale): React.CSSProperties | undefined {
  const family = locale === "or" ? odia : locale === "hi" ? devanagari : null;
  return family ? ({ "--font-sans": `${family.style.fontFamily}, ${SYSTEM_SANS}` } as React.CSSProperties) : undefined;
}
