import localFont from "next/font/local";
import { scriptFamily } from "@/app/[locale]/script-fonts";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The language switcher names each language in its own script ("ଓଡ଼ିଆ", "हिन्दी") on every page, English
 * ones included, where neither script's font is loaded and a device without one would draw empty boxes. These
 * two files hold only the glyphs of those two names (1.5 and 2.4 KB: the Noto files of script-fonts.ts cut down to them
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
 * The style of `<html>` for a page in `locale`: the script's family (script-fonts.ts) first in the site's sans-serif stack
 * (Tailwind's `font-sans` reads `--font-sans`), nothing for English; and the switcher names' stack
 * (`--font-language-names`): the page's own script first, then the two names' glyphs.
 */
export function scriptFontStyle(locale: Locale): React.CSSProperties {
  const family = scriptFamily(locale);
  const names = `${odiaName.style.fontFamily}, ${hindiName.style.fontFamily}, ${SYSTEM_SANS}`;
  if (!family) return { "--font-language-names": names } as React.CSSProperties;
  return {
    "--font-sans": `${family}, ${SYSTEM_SANS}`,
    "--font-language-names": `${family}, ${names}`,
  } as React.CSSProperties;
}
