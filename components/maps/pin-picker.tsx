"use client";

import dynamic from "next/dynamic";
import { useId } from "react";
import { useInViewOnce } from "@/components/ui/use-in-view";
import { fillWords, type Words } from "@/lib/i18n/words";
import englishMaps from "@/messages/en/Maps.json";

// While its script loads, the box shows the words under it; the map, drawn over them, hides them.
const PinPickerView = dynamic(() => import("@/components/maps/pin-picker-view"), { ssr: false });

type LatLng = { lat: number; lng: number };

type Props = {
  /** The pin the person placed or moved in this form; null until they do (the server then keeps the locality's centre). */
  pin: LatLng | null;
  onPin: (pin: LatLng | null) => void;
  /** The chosen locality's centre, where the map starts. */
  centre?: LatLng;
  areaOnly: boolean;
  onAreaOnly: (areaOnly: boolean) => void;
  /** The point stored before this edit, if it was exact. */
  stored?: LatLng | null;
  error?: string;
  /** The page's words; English where a form passes none. */
  words?: Words<"Maps">;
};

/**
 * Where the home is: the person drops a pin (a tap or a click) or drags it; until they do, the listing is
 * placed at its locality's centre and shown as that area. "Show only the approximate area" keeps the pin
 * private.
 */
export function PinPicker({ pin, onPin, centre, areaOnly, onAreaOnly, stored, error, words = englishMaps }: Props) {
  const w = words.pin;
  const [ref, seen] = useInViewOnce<HTMLDivElement>();
  const id = useId();
  const shown = pin ?? stored ?? null;
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={`${id}-status`}>
      <legend className="text-sm font-medium text-slate-800">{w.legend}</legend>
      <p className="text-sm text-slate-600">{w.help}</p>
      <div
        ref={ref}
        data-testid="pin-picker"
        className="relative z-0 h-64 overflow-hidden rounded-xl border border-slate-300 bg-slate-100 sm:h-72"
      >
        {seen ? (
          <>
            <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">{words.loading}</p>
            <div className="relative h-full w-full">
              <PinPickerView pin={shown} centre={centre} onPlace={onPin} pinWords={{ title: w.title, alt: w.alt }} />
            </div>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p id={`${id}-status`} role="status" className="text-slate-700" data-testid="pin-status">
          {pin ? fillWords(w.placed, { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) }) : stored ? w.kept : w.none}
        </p>
        {pin && (
          <button type="button" className="text-brand-700 min-h-11 font-semibold underline" onClick={() => onPin(null)}>
            {w.remove}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={areaOnly}
          onChange={(event) => onAreaOnly(event.target.checked)}
          className="h-4 w-4"
        />
        {w.areaOnly}
      </label>
    </fieldset>
  );
}
