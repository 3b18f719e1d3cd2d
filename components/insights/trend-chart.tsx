"use client";

import { useEffect, useRef, useState } from "react";
import type { TrendTab } from "@/components/insights/trend-data";
import type { InsightWords } from "@/components/insights/price-format";
import type { Locale } from "@/lib/i18n/locales";

/** How near the screen the chart's place must come before chart.js is loaded. */
const NEAR_SCREEN = "400px 0px";

/**
 * One tab's chart: median line, quartile band and the count under each point. chart.js (with its setup)
 * loads only once the chart's place nears the screen, so pages whose visitors never scroll there never
 * fetch it; the figures themselves are in the page as text.
 */
export function TrendChart({
  tab,
  summary,
  words,
  locale = "en",
}: {
  tab: TrendTab;
  summary: string;
  words: InsightWords;
  locale?: Locale;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near || !canvas.current) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    // The page's fonts first: a canvas keeps whatever font it drew with (chart-setup.ts).
    void Promise.all([import("@/components/insights/chart-setup"), document.fonts.ready]).then(([{ drawTrend }]) => {
      if (cancelled || !canvas.current) return;
      destroy = drawTrend(canvas.current, tab, words, locale);
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [near, tab, words]);

  return (
    <div ref={box} className="relative h-64 w-full sm:h-72" data-testid="price-chart" data-drawn={drawn}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
