"use client";

import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useCardWords } from "@/components/properties/card-words";

/** One card (w-72, 288 px) plus the gap (16 px): each arrow moves the strip by one card, 304 px. */
const CAROUSEL_STEP_PX = 304;

/**
 * A horizontally scrolling strip of cards with previous/next arrows. The cards are its children; the
 * strip itself is focusable, so arrow keys and swipes scroll it as well.
 */
export function FeaturedCarousel({ title, children }: { title: string; children: ReactNode }) {
  const { words } = useCardWords();
  const headingId = useId();
  const strip = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const scrollBy = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: "smooth" });

  const arrow =
    "grid h-10 w-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:border-brand-500 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {title}
        </h2>
        <div className={`flex gap-2 ${edges.atStart && edges.atEnd ? "invisible" : ""}`}>
          <button type="button" className={arrow} onClick={() => scrollBy(-1)} disabled={edges.atStart}>
            <ChevronLeft aria-hidden className="h-5 w-5" />
            <span className="sr-only">{words.featuredPrevious}</span>
          </button>
          <button type="button" className={arrow} onClick={() => scrollBy(1)} disabled={edges.atEnd}>
            <ChevronRight aria-hidden className="h-5 w-5" />
            <span className="sr-only">{words.featuredNext}</span>
          </button>
        </div>
      </div>
      <ul
        ref={strip}
        onScroll={measure}
        tabIndex={0}
        aria-labelledby={headingId}
        data-testid="featured-strip"
        className="flex snap-x snap-mandatory [scrollbar-width:thin] gap-4 overflow-x-auto scroll-smooth pb-3"
      >
        {children}
      </ul>
    </section>
  );
}

/** An item of the strip: the fixed width the arrow step is measured in. */
export function FeaturedCarouselItem({ children }: { children: ReactNode }) {
  return <li className="w-72 shrink-0 snap-start">{children}</li>;
}
