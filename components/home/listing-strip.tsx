"use client";

import { ArrowRight, ChevronLeft, ChevronRight } from "@/components/ui/icons";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ListingCardData } from "@/components/properties/listing-card-data";
import { useReducedMotion } from "@/components/home/use-reduced-motion";
import { PropertyCard } from "@/components/properties/property-card";
import { useRevealedWhenNear } from "@/components/ui/use-hydrated";
import { fillWords, type Words } from "@/lib/i18n/words";

/** Each arrow moves the home strip by 300 px (one card: 284 px wide plus a 16 px gap). */
export const STRIP_STEP_PX = 300;
const STRIP_ID = "featured-strip";
/**
 * The cards a wide screen shows before scrolling. Only these are in the page's HTML; the rest of the strip
 * is drawn when the strip comes near the screen (they are off to the side until then), which keeps the
 * cached home page light and its first seconds free. Every listing stays reachable from the list pages and the sitemap.
 */
const FIRST_VIEW_CARDS = 4;

/** The featured strip: up to 8 cards side by side, arrow buttons, then a tile leading to the full search. */
export function ListingStrip({
  properties,
  total,
  moreHref,
  words,
}: {
  properties: ListingCardData[];
  total: number;
  /** The full search, in the page's language. */
  moreHref: string;
  words: Words<"Home">["strip"];
}) {
  const scroller = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const more = total - properties.length;
  // Until the strip has been laid out, its right arrow is on when there is more than the first view to
  // show (pressing it reveals the other cards and scrolls to them).
  const [edges, setEdges] = useState({ atStart: true, atEnd: properties.length <= FIRST_VIEW_CARDS && more <= 0 });
  const [revealed, revealNow] = useRevealedWhenNear(scroller);
  // Kept the same between renders: the effect below measures again whenever the cards change.
  const shown = useMemo(() => (revealed ? properties : properties.slice(0, FIRST_VIEW_CARDS)), [revealed, properties]);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    // An unchanged answer keeps the same state, so measuring never renders the strip again by itself.
    setEdges((edges) => (edges.atStart === atStart && edges.atEnd === atEnd ? edges : { atStart, atEnd }));
  }, []);

  // Measured when the browser lays the strip out (and again when its width changes), not straight after
  // render: reading scroll sizes then forces a layout of the whole page inside hydration's task (16-27 ms of
  // a throttled phone's main thread). Off screen, under its section's content-visibility, the strip is not
  // laid out and the observer waits until it comes near. A new observer for new cards reports them too.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, shown]);

  const scroll = (direction: 1 | -1) => {
    // The other cards first, so there is somewhere to scroll to.
    if (!revealed) revealNow();
    scroller.current?.scrollBy({ left: direction * STRIP_STEP_PX, behavior: reducedMotion ? "auto" : "smooth" });
  };

  const arrow =
    "grid h-10 w-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          aria-label={words.scrollLeft}
          aria-controls={STRIP_ID}
          disabled={edges.atStart}
          onClick={() => scroll(-1)}
          className={arrow}
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </button>
        <button
          type="button"
          aria-label={words.scrollRight}
          aria-controls={STRIP_ID}
          disabled={edges.atEnd}
          onClick={() => scroll(1)}
          className={arrow}
        >
          <ChevronRight aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <ul
        id={STRIP_ID}
        ref={scroller}
        onScroll={measure}
        data-testid="featured-strip"
        className="-mx-1 mt-4 flex [scrollbar-width:thin] gap-4 overflow-x-auto px-1 pt-1 pb-4"
      >
        {shown.map((property) => (
          <li key={property._id} className="strip-item">
            <PropertyCard property={property} />
          </li>
        ))}
        {more > 0 && (
          <li className="w-[284px] shrink-0">
            <Link
              href={moreHref}
              className="border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100 flex h-full min-h-64 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center"
            >
              <span className="text-lg font-bold">{words.viewMore}</span>
              <span className="text-sm">{fillWords(words.moreAvailable, { count: more })}</span>
              <ArrowRight aria-hidden className="mt-2 h-6 w-6" />
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
