"use client";

import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { Photo } from "@/components/ui/photo";
import { useRef, useState, type KeyboardEvent } from "react";
import type { ListingWords } from "@/components/property-detail/listing-words";
import { fillWords } from "@/lib/i18n/words";

/**
 * The listing's photos: a main image with previous/next buttons and a strip of thumbnails. Arrow keys (and
 * Home/End) move through the photos while focus is anywhere in the gallery; when a thumbnail has focus,
 * focus follows the selection so keyboard users keep their place.
 */
export function PropertyGallery({
  images,
  title,
  words,
}: {
  images: string[];
  title: string;
  /** The gallery's words in the page's language. */
  words: ListingWords["gallery"];
}) {
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;

  function show(next: number, moveFocus = false) {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (moveFocus) thumbnails.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const onThumbnail = thumbnails.current.includes(event.target as HTMLButtonElement);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    show(target, onThumbnail);
  }

  const label = (i: number) => fillWords(words.photoOf, { title, n: i + 1, count });

  return (
    <section aria-roledescription="carousel" aria-label={fillWords(words.photos, { title })} onKeyDown={onKeyDown}>
      <div className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-slate-200">
        <Photo
          src={images[index]}
          alt={label(index)}
          lead={index === 0}
          sizes="(max-width: 1024px) 100vw, (max-width: 1280px) 66vw, 850px"
          className="object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={words.previous}
              className="absolute top-1/2 left-3 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={words.next}
              className="absolute top-1/2 right-3 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden className="h-5 w-5" />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-medium text-white"
        >
          {fillWords(words.counter, { n: index + 1, count })}
        </p>
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={words.thumbnails}>
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                ref={(el) => {
                  thumbnails.current[i] = el;
                }}
                type="button"
                onClick={() => show(i)}
                aria-label={fillWords(words.show, { n: i + 1, count })}
                aria-current={i === index ? "true" : undefined}
                className={`relative block h-16 w-24 overflow-hidden rounded-lg border-2 sm:h-20 sm:w-28 ${
                  i === index ? "border-brand-600" : "border-transparent opacity-80 hover:opacity-100"
                }`}
              >
                <Photo src={src} alt="" sizes="112px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
