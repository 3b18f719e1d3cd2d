"use client";

import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import type { ListingValues } from "@/components/listing-form/form-values";
import { useListingWords } from "@/components/listing-form/form-words";
import { callRoute } from "@/components/ui/api";
import { priceInsight } from "@/lib/contracts/insights";
import { formatIndianAmount, formatRupees } from "@/lib/format";
import { latestWithMedian, type MonthFigure } from "@/lib/insights/options";
import { LISTING_TYPES, type ListingType } from "@/domain/listings/options";
import { placeSlug } from "@/domain/geo/place-slug";
import type { Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import englishForm from "@/messages/en/ListingForm.json";

/** How long the fields must rest before the figures are asked for: one request per choice, not per key. */
const SETTLE_MS = 400;

const money = (type: ListingType, value: number, locale: Locale) =>
  type === "sale" ? formatIndianAmount(value, locale) : formatRupees(value);

/** "Similar 2 BHK homes in Patia ask ₹12,000-16,000 (median ₹14,000, 23 listings)", in `words`' language. */
export function hintText(
  type: ListingType,
  bhk: number,
  locality: string,
  figure: MonthFigure,
  { words = englishForm.form, locale = "en" }: { words?: Words<"ListingForm">["form"]; locale?: Locale } = {},
): string | null {
  if (figure.median === null || figure.p25 === null || figure.p75 === null) return null;
  // "₹12,000-16,000": the range's second amount without its own rupee sign.
  const range = `${money(type, figure.p25, locale)}-${money(type, figure.p75, locale).replace(/^₹/, "")}`;
  return fillWords(type === "land" ? words.hintPlots : words.hintHomes, {
    bhk,
    locality,
    range,
    median: money(type, figure.median, locale),
    count: figure.count,
  });
}

/**
 * For the person pricing a listing: once its kind, locality and (for a home) BHK are chosen, what similar
 * listings there ask (the middle half, the median and how many), from the public figures. Says nothing
 * when too few listings compare or the locality is new.
 */
export function PriceHint() {
  const [chosenType, bhk, city, locality] = useWatch<
    ListingValues,
    ["type", "bhk", "location.city", "location.locality"]
  >({
    name: ["type", "bhk", "location.city", "location.locality"],
  });
  const [hint, setHint] = useState<string | null>(null);
  const { text, locale } = useListingWords();
  const type = LISTING_TYPES.find((t) => t === chosenType);
  const rooms = Number(bhk) || 0;
  const citySlug = placeSlug(String(city ?? "").trim());
  const localityName = String(locality ?? "").trim();
  const localitySlug = placeSlug(localityName);
  const ready = Boolean(type && citySlug && localitySlug && (type === "land" || rooms >= 1));

  useEffect(() => {
    if (!ready || !type) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await callRoute(priceInsight, {
        query: { city: citySlug, locality: localitySlug, type, ...(type === "land" ? {} : { bhk: rooms }) },
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      const months = type === "land" ? answer.body.perDecimal : answer.body.months;
      const figure = answer.ok && months ? latestWithMedian(months) : null;
      const place = answer.body.place?.locality ?? localityName;
      setHint(figure ? hintText(type, rooms, place, figure, { words: text.form, locale }) : null);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ready, type, rooms, citySlug, localitySlug, localityName, text.form, locale]);

  if (!ready || !hint) return null;
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="price-hint" aria-live="polite">
      {hint}
    </p>
  );
}
