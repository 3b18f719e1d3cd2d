"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { SlidersHorizontal } from "@/components/ui/icons";
import { areaSearchHref, type AreaSearch } from "@/components/maps/area-search";
import type { MapBox, MapListing } from "@/components/maps/map-points";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { ResultsMapWords } from "@/lib/i18n/list-words";

// While its script loads, the pane shows the words under it ("Loading the map…", in the page's language):
// the map, drawn over them, hides them once it is there.
const ResultsMapView = dynamic(() => import("@/components/maps/results-map-view"), { ssr: false });

type Props = {
  /** The filters: on a phone behind a button, so the first screen shows results. */
  filters?: ReactNode;
  /** What sits between the filters and the list (the count, "Save this search"). */
  summary?: ReactNode;
  /** The list of results, each item marked with `data-listing-id`: the primary view. */
  children: ReactNode;
  listings: MapListing[];
  /** The searched box, when the URL has one: the map opens on it. */
  box?: MapBox;
  centre?: { lat: number; lng: number };
  /** The search the results answer: "Search this area" runs it again inside the map's box. */
  search: AreaSearch;
  /** The page's language (the new search's address keeps it) and the map's words in it. */
  locale: Locale;
  words: ResultsMapWords;
};

const LIST_ITEM = "[data-listing-id]";

/**
 * Results as a list with a map beside it (wide screens) or as two views with a sticky toggle (phones). The
 * list stays the primary view: every pin's listing is in it, and the map's script loads only once opened.
 * Hovering or focusing a card lights its pin, and a pin lights its card.
 */
export function ResultsWithMap({ filters, summary, children, listings, box, centre, search, locale, words }: Props) {
  const router = useRouter();
  const [mapOpen, setMapOpen] = useState(Boolean(box));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [searching, startSearch] = useTransition();
  const list = useRef<HTMLDivElement>(null);
  const pane = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const openedByHand = useRef(false);

  useEffect(() => {
    // Opened by the toggle on a wide screen, the map beside the list comes fully into view.
    if (mapOpen && openedByHand.current) pane.current?.scrollIntoView({ block: "nearest" });
  }, [mapOpen]);

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    for (const item of root.querySelectorAll<HTMLElement>(LIST_ITEM)) {
      item.toggleAttribute("data-highlighted", item.dataset.listingId === highlighted);
    }
  }, [highlighted]);

  const fromCard = useCallback((target: EventTarget | null) => {
    const item = target instanceof Element ? target.closest<HTMLElement>(LIST_ITEM) : null;
    setHighlighted(item?.dataset.listingId ?? null);
  }, []);

  const searchArea = useCallback(
    (next: MapBox) =>
      startSearch(() => router.push(localePath(locale, areaSearchHref(search, next)), { scroll: false })),
    [router, search, locale],
  );

  // On phones the bar is held over the page with the map's top edge under it (how far depends on the fonts and
  // the header); on wide screens it sits above the map and covers none of it.
  const coveredTop = useCallback(() => {
    if (!bar.current || !pane.current) return 0;
    return Math.max(0, bar.current.getBoundingClientRect().bottom - pane.current.getBoundingClientRect().top);
  }, []);

  const toggle = (
    <div
      role="group"
      aria-label={words.viewAs}
      className="inline-flex rounded-full border border-slate-300 bg-white p-0.5 shadow-sm"
    >
      {(["List", "Map"] as const).map((name) => {
        const pressed = (name === "Map") === mapOpen;
        return (
          <button
            key={name}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              openedByHand.current = true;
              setMapOpen(name === "Map");
            }}
            className={`min-h-10 rounded-full px-4 text-sm font-semibold ${pressed ? "bg-brand-700 text-white" : "text-slate-700"}`}
          >
            {name === "Map" ? words.map : words.list}
          </button>
        );
      })}
    </div>
  );

  return (
    <div className={`flex flex-col ${mapOpen ? "results-map-open" : ""}`}>
      {/* Phones: the filters behind a button and the view toggle, held under the header while scrolling.
          Wide screens: the filters first, then the toggle above the results. */}
      <div
        ref={bar}
        data-testid="results-view-bar"
        className={`${mapOpen ? "fixed inset-x-0 top-16 lg:static" : "sticky top-16 -mx-4 lg:static"} z-30 flex items-center justify-between gap-2 bg-slate-50/95 px-4 py-2 backdrop-blur lg:order-2 lg:mx-0 lg:mt-4 lg:bg-transparent lg:px-0 lg:py-0 lg:backdrop-blur-none`}
      >
        {filters ? (
          <button
            type="button"
            data-filters-button
            aria-expanded={filtersOpen}
            onClick={() => {
              setFiltersOpen((open) => !open);
              setMapOpen(false);
            }}
            className="btn-secondary inline-flex min-h-10 items-center gap-1.5 lg:hidden"
          >
            <SlidersHorizontal aria-hidden className="h-4 w-4" />
            {words.filters}
          </button>
        ) : (
          <span className="lg:hidden" />
        )}
        <div className="lg:ml-auto">{toggle}</div>
      </div>
      {filters && (
        <div data-filters-panel className={`lg:order-1 ${filtersOpen ? "mt-3 lg:mt-0" : "hidden lg:block"}`}>
          {filters}
        </div>
      )}
      {filters && (
        // Without JavaScript the button cannot open the filters: they show at once, as on a wide screen.
        <noscript>
          <style>
            {
              "[data-filters-panel]{display:block!important;margin-top:.75rem}[data-filters-button]{display:none!important}"
            }
          </style>
        </noscript>
      )}
      <div className="lg:order-3">{summary}</div>
      <div
        className={`lg:order-4 ${mapOpen ? "mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-6" : "mt-4"}`}
      >
        {mapOpen && (
          // Beside the list on a wide screen the map comes after every card: a keyboard user skips to it.
          <a
            href="#results-map"
            className="sr-only focus:not-sr-only focus:mb-3 focus:inline-block focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:font-semibold lg:col-span-2"
          >
            {words.skip}
          </a>
        )}
        <div
          ref={list}
          className={mapOpen ? "hidden lg:block" : undefined}
          onPointerOver={(e) => fromCard(e.target)}
          onPointerLeave={() => setHighlighted(null)}
          onFocus={(e) => fromCard(e.target)}
          onBlur={() => setHighlighted(null)}
        >
          {children}
        </div>
        {mapOpen && (
          <div
            ref={pane}
            data-testid="results-map"
            className="fixed inset-x-0 top-[7.6rem] bottom-0 z-20 bg-slate-100 lg:sticky lg:top-20 lg:z-0 lg:h-[calc(100vh-6rem)] lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200"
          >
            <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">{words.loading}</p>
            <ResultsMapView
              listings={listings}
              box={box}
              centre={centre}
              highlighted={highlighted}
              onHighlight={setHighlighted}
              onSearchArea={searchArea}
              searching={searching}
              coveredTop={coveredTop}
              words={words}
            />
          </div>
        )}
      </div>
    </div>
  );
}
