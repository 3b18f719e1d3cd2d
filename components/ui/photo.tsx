import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import { photoSources } from "@/lib/images/photo-sources";

/**
 * A photo that fills its (positioned) frame, from Next.js's image optimiser in the sizes the screen needs:
 * the markup `next/image` renders with `fill`, without its client component, whose script would otherwise
 * be in the first load of every page that shows a photo (docs/performance.md). Lazy unless it is `lead`,
 * the picture the page is judged by: that one loads at once, first in line, and is preloaded from the head.
 */
export function Photo({
  src,
  alt,
  sizes,
  lead = false,
  loading,
  fetchPriority,
  className,
}: {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the frame is at each screen width, in vw. */
  sizes: string;
  lead?: boolean;
  loading?: ImgHTMLAttributes<HTMLImageElement>["loading"];
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>["fetchPriority"];
  className?: string;
}) {
  const sources = photoSources(src, sizes);
  if (lead) {
    preload(sources.src, {
      as: "image",
      imageSrcSet: sources.srcSet || undefined,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet || undefined}
      sizes={sizes}
      alt={alt}
      loading={lead ? "eager" : (loading ?? "lazy")}
      fetchPriority={lead ? "high" : fetchPriority}
      decoding="async"
      className={`photo-fill ${className ?? ""}`}
    />
  );
}
