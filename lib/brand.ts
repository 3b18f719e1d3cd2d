/** The site's name and tagline: browser-safe (lib/site.ts, which reads the settings, re-exports them). */
export const SITE_NAME = "Odisha Homes";
export const SITE_TAGLINE = "Homes, flats and land in Bhubaneswar";
/** The brand colour (globals.css `--color-brand-600`): the browser's theme colour and the installed app's. */
export const THEME_COLOUR = "#4f46e5";
