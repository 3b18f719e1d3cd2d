"use client";

import dynamic from "next/dynamic";
import { useId } from "react";
import { useInViewOnce } from "@/components/ui/use-in-view";

const PinPickerView = dynamic(() => import("@/components/maps/pin-picker-view"), {
  ssr: false,
  loading: () => <p className="flex h-full items-center justify-center text-sm text-slate-600">Loading the map…</p>,
});

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
};

/**
 * Where the home is: the person drops a pin (a tap or a click) or drags it; until they do, the listing is
 * placed at its locality's centre and shown as that area. "Show only the approximate area" keeps the pin
 * private.
 */
export function PinPicker({ pin, onPin, centre, areaOnly, onAreaOnly, stored, error }: Props) {
  const [ref, seen] = useInViewOnce<HTMLDivElement>();
  const id = useId();
  const shown = pin ?? stored ?? null;
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={`${id}-status`}>
      <legend className="text-sm font-medium text-slate-800">Pin on the map (optional)</legend>
      <p className="text-sm text-slate-600">
        Tap or click where the home is, and drag the pin to adjust it. Without a pin the listing shows its locality’s
        area.
      </p>
      <div
        ref={ref}
        data-testid="pin-picker"
        className="relative z-0 h-64 overflow-hidden rounded-xl border border-slate-300 bg-slate-100 sm:h-72"
      >
        {seen ? <PinPickerView pin={shown} centre={centre} onPlace={onPin} /> : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p id={`${id}-status`} role="status" className="text-slate-700" data-testid="pin-status">
          {pin
            ? `Pin placed at ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`
            : stored
              ? "The pin placed before is kept"
              : "No pin yet: the locality’s centre is used"}
        </p>
        {pin && (
          <button type="button" className="text-brand-700 min-h-11 font-semibold underline" onClick={() => onPin(null)}>
            Remove the pin
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
        Show only the approximate area
      </label>
    </fieldset>
  );
}
