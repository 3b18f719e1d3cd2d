"use client";

import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A horizontally scrolling row of server-rendered cards with previous/next buttons. The row itself stays
 * swipeable and keyboard users can tab through the cards; the buttons are a shortcut.
 */
export function CardCarousel({
  label,
  back,
  forward,
  children,
}: {
  label: string;
  /** The buttons' names in the page's language. */
  back: string;
  forward: string;
  children: ReactNode;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  // Measured when the browser lays the row out (and again when its width changes), not straight after
  // render: reading scroll sizes then forces a layout of the whole page, a long task on a slow phone.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: "smooth" });

  const button =
    "grid h-10 w-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-40";
  return (
    <div aria-roledescription="carousel" aria-label={label} role="region">
      <div className="mb-3 flex justify-end gap-2">
        <button type="button" className={button} onClick={() => scroll(-1)} disabled={edges.start} aria-label={back}>
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </button>
        <button type="button" className={button} onClick={() => scroll(1)} disabled={edges.end} aria-label={forward}>
          <ChevronRight aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <ul
        ref={track}
        onScroll={measure}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [&>li]:w-72 [&>li]:shrink-0 [&>li]:snap-start"
      >
        {children}
      </ul>
    </div>
  );
}
