"use client";

import { ArrowRight, Pause, Play } from "@/components/ui/icons";
import { Photo } from "@/components/ui/photo";
import { IntentLink } from "@/components/ui/intent-link";
import { useEffect, useRef, useState } from "react";
import { HeroSearchForm, type HeroFilterWords } from "@/components/home/hero-search";
import { useReducedMotion } from "@/components/home/use-reduced-motion";
import { useHydrated } from "@/components/ui/use-hydrated";
import { BROWSE_PATH } from "@/lib/listings/links/browse";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";

/** Each slide shows for 4 s. */
export const SLIDE_MS = 4000;

// The slides' words are in the Home catalogue (hero.slides), by these keys.
const SLIDES = [
  { key: "homes", image: "/images/listings/villa-1.jpg" },
  { key: "plots", image: "/images/listings/plot-2.jpg" },
  { key: "flats", image: "/images/listings/apartment-3.jpg" },
] as const;

/**
 * The hero's and its search's words (the Home namespace), and the few of the list filters' words its search
 * shows (the "Near" field and the budget presets), read by the page on the server.
 */
export type HeroWords = Pick<Words<"Home">, "hero" | "search"> & { filters: HeroFilterWords };

/**
 * The home hero: a fixed headline and the location search over three slides that advance every 4 s. Hovering, keyboard focus or
 * the pause button stop the clock (the elapsed part of a slide is kept); visitors who prefer reduced
 * motion start paused.
 */
export function HeroCarousel({ words }: { words: HeroWords }) {
  const { locale } = useShell();
  const t = words.hero;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const reducedMotion = useReducedMotion();
  const revealed = useHydrated();
  const autoplay = choice ? choice === "play" : !reducedMotion;
  const paused = !autoplay || hovered || focused;

  // Time left on the current slide survives pauses; a new slide starts from the full 4 s.
  const remaining = useRef(SLIDE_MS);
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current !== index) {
      shownIndex.current = index;
      remaining.current = SLIDE_MS;
    }
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [index, paused]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      data-testid="hero-carousel"
      className="relative isolate overflow-hidden bg-slate-900 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div aria-hidden className="absolute inset-0 -z-10">
        {/* The first picture is in the page's HTML; the others load as soon as the page is interactive, seconds
            before their slide comes up. */}
        {(revealed ? SLIDES : SLIDES.slice(0, 1)).map((slide, i) => (
          <Photo
            key={slide.image}
            src={slide.image}
            alt=""
            sizes="100vw"
            // Not lazy: a lazy image would fade in blank; the first one leads.
            lead={i === 0}
            loading="eager"
            fetchPriority="low"
            className={`object-cover transition-opacity duration-1000 ${i === index ? "opacity-100" : "opacity-0"}`}
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-slate-950/90 via-slate-900/75 to-slate-900/30" />
      </div>

      {/* Top-aligned, not centred: the content is taller than the minimum at every width, and a centred block
          moved up while the browser painted the page part-parsed (a layout shift of up to 0.09 on phones). */}
      <div className="mx-auto flex min-h-[34rem] max-w-7xl flex-col px-4 pt-8 pb-24 sm:px-6 sm:pt-14 lg:min-h-[38rem] lg:px-8">
        <p className="text-brand-100 text-sm font-semibold tracking-widest uppercase">{t.region}</p>
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {t.heading}
        </h1>
        <p className="mt-3 max-w-xl text-base text-slate-200 sm:text-lg">{t.lede}</p>
        <HeroSearchForm words={words.search} filterWords={words.filters} />
        {/* Fetched ahead on intent: on sight, every visitor of home downloaded the list page's code. */}
        <IntentLink
          href={localePath(locale, BROWSE_PATH)}
          className="mt-4 inline-flex w-fit items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline"
        >
          {t.browseAll} <ArrowRight aria-hidden className="h-4 w-4" />
        </IntentLink>

        <div className="mt-8 max-w-md rounded-2xl border border-white/15 bg-slate-950/60 p-5 backdrop-blur">
          <div className="grid" aria-live={paused ? "polite" : "off"}>
            {SLIDES.map((slide, i) => (
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={fillWords(t.slideOf, {
                  number: i + 1,
                  count: SLIDES.length,
                  label: t.slides[slide.key].label,
                })}
                aria-hidden={i !== index}
                data-active={i === index}
                className={`transition-[opacity,visibility] duration-700 [grid-area:1/1] ${
                  i === index ? "visible opacity-100" : "invisible opacity-0"
                }`}
              >
                <p className="text-brand-200 text-xs font-semibold tracking-wider uppercase">
                  {t.slides[slide.key].label}
                </p>
                <h2 className="mt-1 text-xl font-bold">{t.slides[slide.key].title}</h2>
                <p className="mt-1 text-sm text-slate-200">{t.slides[slide.key].text}</p>
              </div>
            ))}
          </div>
          <div className="mt-4 flex items-center gap-3">
            <div className="flex items-center gap-1">
              {SLIDES.map((slide, i) => (
                <button
                  key={slide.key}
                  type="button"
                  aria-label={fillWords(t.showSlide, { number: i + 1, label: t.slides[slide.key].label })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => setIndex(i)}
                  className="group grid h-8 w-8 place-items-center rounded-full"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${
                      i === index ? "w-6 bg-white" : "w-2.5 bg-white/50 group-hover:bg-white/80"
                    }`}
                  />
                </button>
              ))}
            </div>
            <div className="h-1 flex-1 overflow-hidden rounded-full bg-white/25" aria-hidden>
              {autoplay && (
                <div
                  key={index}
                  data-testid="hero-progress"
                  className="animate-slide-progress h-full origin-left bg-white"
                  style={{ animationDuration: `${SLIDE_MS}ms`, animationPlayState: paused ? "paused" : "running" }}
                />
              )}
            </div>
            <button
              type="button"
              onClick={() => setChoice(autoplay ? "pause" : "play")}
              aria-label={autoplay ? t.pause : t.play}
              className="grid h-8 w-8 place-items-center rounded-full bg-white/15 hover:bg-white/25"
            >
              {autoplay ? <Pause aria-hidden className="h-4 w-4" /> : <Play aria-hidden className="h-4 w-4" />}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
