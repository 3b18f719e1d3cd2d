"use client";

import { useEffect, useRef, useState } from "react";
import { groupIndian } from "@/lib/format";

/** The About counters run for 2 s in 60 steps, 0.5 s after they come into view. */
const DURATION_MS = 2000;
const STEPS = 60;
const DELAY_MS = 500;

export type Counter = { target: number; suffix: string; label: string };

// By hand, not toLocaleString: building an en-IN number format costs a slow phone's main thread (lib/format.ts).
const formatCount = groupIndian;

/**
 * Figures that count up from zero the first time the group scrolls into view. Screen readers and
 * visitors who prefer reduced motion get the final figures straight away.
 */
export function AnimatedCounters({ counters }: { counters: readonly Counter[] }) {
  const ref = useRef<HTMLDListElement>(null);
  const [step, setStep] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setStep(STEPS);
      return;
    }
    let delay: ReturnType<typeof setTimeout> | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        delay = setTimeout(() => {
          let current = 0;
          ticker = setInterval(() => {
            current += 1;
            setStep(current);
            if (current === STEPS) clearInterval(ticker);
          }, DURATION_MS / STEPS);
        }, DELAY_MS);
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(delay);
      clearInterval(ticker);
    };
  }, []);

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {counters.map((counter) => (
        <div
          key={counter.label}
          className="flex flex-col-reverse rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/20 backdrop-blur"
          data-testid="about-counter"
        >
          <dt className="text-brand-50 mt-1 text-sm font-medium">{counter.label}</dt>
          <dd className="text-3xl font-extrabold text-white tabular-nums sm:text-4xl">
            <span aria-hidden data-testid="about-counter-value">
              {formatCount(Math.round((counter.target * step) / STEPS))}
              {counter.suffix}
            </span>
            <span className="sr-only">
              {formatCount(counter.target)}
              {counter.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
