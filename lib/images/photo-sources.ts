/**
 * The widths Next.js's image optimiser (/_next/image) serves, and the sources a photo offers the browser.
 * next.config.ts gives the optimiser these widths, and components/ui/photo.tsx builds each photo's srcset
 * from the same list, so the two cannot drift: the optimiser refuses a width it was not given.
 *
 * Fewer candidate widths than Next.js's defaults (ten per picture): each one is a srcset entry in the HTML of
 * every picture, and listing photos are at most 1200 px wide in the demo data, 1920 px on Cloudinary.
 */
export const DEVICE_WIDTHS = [640, 828, 1200, 1920];
/** Widths for pictures much narrower than the screen (thumbnails, cards on wide screens). */
export const IMAGE_WIDTHS = [256, 384];

/** The optimiser's default quality, the only one it accepts unless `images.qualities` says otherwise. */
const QUALITY = 75;

const ALL_WIDTHS = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS].sort((a, b) => a - b);

/** The optimiser's address of `src` at `width` (the same address next/image's default loader makes). */
export function optimisedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/**
 * The candidate widths for a picture shown at `sizes` (a `sizes` attribute in vw): none narrower than the
 * smallest screen could need at the smallest share of the screen the picture takes, as next/image chooses.
 */
function widthsFor(sizes: string): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]) / 100);
  if (shares.length === 0) return ALL_WIDTHS;
  const smallest = DEVICE_WIDTHS[0] * Math.min(...shares);
  return ALL_WIDTHS.filter((width) => width >= smallest);
}

/** What an <img> of `src` shown at `sizes` carries: the optimised candidates and the largest as its src. */
export function photoSources(src: string, sizes: string): { src: string; srcSet: string } {
  // Vector pictures and data URLs are served as they are, like next/image does.
  if (src.endsWith(".svg") || src.startsWith("data:")) return { src, srcSet: "" };
  const widths = widthsFor(sizes);
  return {
    src: optimisedUrl(src, widths[widths.length - 1]),
    srcSet: widths.map((width) => `${optimisedUrl(src, width)} ${width}w`).join(", "),
  };
}
