import type { MetadataRoute } from "next";
import { SITE_NAME, SITE_TAGLINE, THEME_COLOUR } from "@/lib/brand";

/**
 * The web app manifest (/manifest.webmanifest): what a phone needs to put the site on its home screen as an
 * app of its own, with the site's name, icons (scripts/build-app-icons.mjs) and colours.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: SITE_TAGLINE,
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: THEME_COLOUR,
    lang: "en-IN",
    categories: ["lifestyle", "shopping"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
