"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { FormDialog } from "@/components/admin/form-dialog";
import { fieldBinder, showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { callRoute } from "@/components/ui/api";
import { TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useInViewOnce } from "@/components/ui/use-in-view";
import { useRouteData } from "@/components/ui/use-route-data";
import { cityCentre } from "@/domain/geo/centres";
import { localitiesWithoutCentre, setLocalityCentre } from "@/lib/contracts/localities";
import type { LocalityWithoutCentre } from "@/lib/listings/locality-centres";
import { localityCentreSchema } from "@/lib/validation/localities";

const PinPickerView = dynamic(() => import("@/components/maps/pin-picker-view"), {
  ssr: false,
  loading: () => <p className="flex h-full items-center justify-center text-sm text-slate-600">Loading the map…</p>,
});

const keyOf = (place: { city: string; locality: string }) => `${place.city}|${place.locality}`;

/**
 * The localities that listings name and the map does not know (typed new on a listing form): their listings
 * stand at their city's centre. Each has "Set centre", a dialog with the pin picker; once saved, its listings
 * without a pin of their own stand at that centre. Shown only while there are some.
 */
export function LocalitiesWithoutCentre() {
  const { data, update } = useRouteData(localitiesWithoutCentre, {}, "Failed to load the localities without a centre");
  const [open, setOpen] = useState<LocalityWithoutCentre | null>(null);
  const [setHere, setSetHere] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const localities = data?.localities ?? [];
  // Once a centre was set here the section stays, saying when none is left, so focus has somewhere to go.
  if (localities.length === 0 && setHere === 0) return null;

  function saved(place: { city: string; locality: string }) {
    setSetHere((count) => count + 1);
    update((current) => ({
      ...current,
      localities: (current.localities ?? []).filter((l) => keyOf(l) !== keyOf(place)),
    }));
    // The row and its button are gone: the keyboard goes on from the list's heading.
    requestAnimationFrame(() => heading.current?.focus());
  }

  return (
    <section
      aria-labelledby="no-centre-heading"
      data-testid="localities-without-centre"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-4 shadow-sm sm:p-6"
    >
      <h2 id="no-centre-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Localities without a centre
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Listings name these localities but the map does not know where they are, so their listings without a pin stand
        at their city&apos;s centre. Set each one&apos;s centre and those listings move there.
      </p>
      {localities.length === 0 ? (
        <p className="mt-4 text-sm font-medium text-slate-900">Every locality that listings name now has a centre.</p>
      ) : null}
      <ul hidden={localities.length === 0} className="mt-4 divide-y divide-sky-200">
        {localities.map((place) => (
          <li
            key={keyOf(place)}
            data-testid="locality-without-centre"
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <span className="min-w-0">
              <span className="block font-medium break-words text-slate-900">
                {place.locality}, {place.city}
              </span>
              <span className="block text-sm break-words text-slate-700">
                {place.listings === 1 ? "1 listing" : `${place.listings} listings`}, such as “{place.example.title}”
              </span>
            </span>
            <button
              type="button"
              onClick={() => setOpen(place)}
              aria-label={`Set centre of ${place.locality}, ${place.city}`}
              className="btn-primary min-h-11 shrink-0 px-4 py-2 text-sm"
            >
              Set centre
            </button>
          </li>
        ))}
      </ul>
      {open && <SetCentreDialog place={open} onSaved={saved} onClose={() => setOpen(null)} />}
    </section>
  );
}

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * One locality's centre, on the same schema the server parses: a tap or click on the map places it (dragging
 * moves it), or the latitude and longitude are typed.
 */
function SetCentreDialog({
  place,
  onSaved,
  onClose,
}: {
  place: LocalityWithoutCentre;
  onSaved: (place: { city: string; locality: string }) => void;
  onClose: () => void;
}) {
  const form = useZodForm(localityCentreSchema, {
    defaultValues: { city: place.city, locality: place.locality },
  });
  const { errors, isSubmitted } = useFormState({ control: form.control });
  const [lat, lng] = useWatch({ control: form.control, name: ["lat", "lng"] });
  const pin = Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  const city = cityCentre(place.city);
  const [mapRef, seen] = useInViewOnce<HTMLDivElement>();
  const field = fieldBinder(form);

  function placePin(point: { lat: number; lng: number }) {
    form.setValue("lat", round(point.lat), { shouldValidate: isSubmitted, shouldDirty: true });
    form.setValue("lng", round(point.lng), { shouldValidate: isSubmitted, shouldDirty: true });
  }

  const submit = form.handleSubmit(async (values) => {
    const answer = await callRoute(setLocalityCentre, { json: values });
    if (!answer.ok) {
      toast.error(showServerErrors(form, answer, "Failed to set the centre"));
      return;
    }
    toast.success(answer.body.message ?? `Centre of ${place.locality} set`);
    onSaved(place);
    onClose();
  });
  const placeError = errors.locality?.message ?? errors.city?.message;

  return (
    <FormDialog
      title={`Centre of ${place.locality}`}
      form={form}
      submit={submit}
      onClose={onClose}
      label="Save centre"
      busyLabel="Saving..."
    >
      <p className="text-sm text-slate-700">
        {place.locality}, {place.city}: tap or click the map where the locality&apos;s centre is and drag the pin to
        adjust it, or type its latitude and longitude. Its listings without a pin of their own move there.
      </p>
      {placeError && (
        <p role="alert" className="text-sm text-rose-700">
          {placeError}
        </p>
      )}
      <div
        ref={mapRef}
        data-testid="pin-picker"
        className="relative z-0 h-64 overflow-hidden rounded-xl border border-slate-300 bg-slate-100 sm:h-72"
      >
        {seen ? <PinPickerView pin={pin} centre={city} onPlace={placePin} /> : null}
      </div>
      <p role="status" className="text-sm text-slate-700" data-testid="pin-status">
        {pin ? `Centre at ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}` : "No centre placed yet"}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Latitude"
          type="number"
          inputMode="decimal"
          step="any"
          required
          {...field("lat", { valueAsNumber: true })}
        />
        <TextField
          label="Longitude"
          type="number"
          inputMode="decimal"
          step="any"
          required
          {...field("lng", { valueAsNumber: true })}
        />
      </div>
    </FormDialog>
  );
}
