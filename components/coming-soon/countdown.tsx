"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";

const SECOND = 1000;
const UNITS = [
  { key: "days", ms: 86_400_000, modulo: Infinity },
  { key: "hours", ms: 3_600_000, modulo: 24 },
  { key: "minutes", ms: 60_000, modulo: 60 },
  { key: "seconds", ms: SECOND, modulo: 60 },
] as const;

/**
 * Days, hours, minutes and seconds to the launch, refreshed every second.
 * Once the moment has passed it says the site is live instead of counting below zero. The clock is read
 * only in the browser, so the server-rendered page shows placeholders rather than a stale time.
 */
export function Countdown({
  launchAt,
  launchLabel,
  words,
}: {
  launchAt: number;
  launchLabel: string;
  words: Words<"ComingSoon">["countdown"];
}) {
  const { locale } = useShell();
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= launchAt) clearInterval(timer);
    }, SECOND);
    return () => clearInterval(timer);
  }, [launchAt]);

  if (now !== null && now >= launchAt) {
    return (
      <div role="status" className="rounded-2xl bg-white/10 p-8 text-center ring-1 ring-white/30">
        <p className="text-2xl font-bold text-white sm:text-3xl">{words.live}</p>
        <p className="text-brand-50 mt-2">{words.liveText}</p>
        <Link
          href={localePath(locale, "/")}
          className="text-brand-700 hover:bg-brand-50 mt-6 inline-flex rounded-lg bg-white px-5 py-3 font-semibold"
        >
          {words.home}
        </Link>
      </div>
    );
  }

  const remaining = now === null ? null : launchAt - now;
  return (
    <div>
      <p className="text-brand-50 text-center">{fillWords(words.launching, { date: launchLabel })}</p>
      <div role="timer" aria-label={words.timer} className="mt-4 grid grid-cols-4 gap-2 sm:gap-4">
        {UNITS.map((unit) => {
          const value = remaining === null ? null : Math.floor(remaining / unit.ms) % unit.modulo;
          return (
            <div key={unit.key} className="rounded-2xl bg-white/10 px-1 py-4 text-center ring-1 ring-white/25 sm:py-6">
              <span
                data-testid={`countdown-${unit.key}`}
                className="block text-3xl font-extrabold text-white tabular-nums sm:text-5xl"
              >
                {value === null ? "--" : String(value).padStart(2, "0")}
              </span>
              <span className="text-brand-100 mt-1 block text-xs font-semibold tracking-wide uppercase sm:text-sm">
                {words.units[unit.key]}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
