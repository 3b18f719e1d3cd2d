"use client";

import { useRouter } from "next/navigation";
import { ChevronDown } from "@/components/ui/icons";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import * as Filters from "@/components/properties/filter-fields";
import type { PlaceFormWords } from "@/lib/i18n/list-words";
import { localePath } from "@/lib/i18n/locales";
import { BUILT_PROPERTY_TYPES } from "@/domain/listings/options";
import { placeHref, readPlaceQuery, type Place, type PlaceQuery } from "@/lib/listings/links/place-pages";
import { rawParams } from "@/lib/listings/query-string";
import { DEFAULT_SORT, MAX_PRICE_DIGITS } from "@/lib/listings/query-words";

/** A lower and an upper bound in digits; "No min" and "No max" say that a blank one leaves the filter off. */
function Bounds({
  id,
  labels,
  blanks,
  names,
  values,
  digits,
}: {
  id: string;
  labels: [string, string];
  blanks: [string, string];
  names: [string, string];
  values: [number | undefined, number | undefined];
  digits: number;
}) {
  return (["min", "max"] as const).map((end, i) => (
    <Filters.Input
      key={end}
      id={`${id}-${end}`}
      tall
      label={labels[i]}
      name={names[i]}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={digits}
      defaultValue={values[i] ?? ""}
      placeholder={blanks[i]}
    />
  ));
}

/**
 * The field that had the focus when the form last went to a new address. The new address is another page
 * (the filters are part of the path), so the form is drawn afresh there: it gives that field the focus back,
 * and a keyboard user carries on where they were instead of starting again from the top of the page.
 */
let focusedWhenApplied: string | null = null;

/** Keys that step a closed select through its options; each step fires a change. */
const STEPPING_KEYS = new Set(["ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

/** The form's fields as a query, read as the page reads its URL (the same words, the same reader). */
function formQuery(form: HTMLFormElement, type: Place["type"]): PlaceQuery {
  return readPlaceQuery(rawParams(new FormData(form)), type);
}

/**
 * A place page's filters: a plain GET form to the page's own path, in the list API's words (bhk, minPrice,
 * maxPrice, furnishing, postedBy, sort), so it works without JavaScript (the server reads the query and
 * sends the canonical address). With JavaScript it goes straight to the canonical address, and a choice
 * made with the pointer applies at once. A choice stepped to with the keyboard applies on Enter or when the
 * focus leaves the field, not at every step (each would load a page).
 */
export function PlaceFilterForm({
  place,
  query,
  action,
  words,
}: {
  place: Place;
  query: PlaceQuery;
  action: string;
  /** The page's words and language, from the server page (lib/i18n/page-words.ts, `placeFormWords`). */
  words: PlaceFormWords;
}) {
  const f = words.lists.fields;
  const w = words.lists.placeForm;
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  const isLand = place.type === "land";
  // The distance shows once a place to measure from is chosen, before the page comes back with it.
  const [near, setNear] = useState(query.near ?? "");

  const formRef = useRef<HTMLFormElement>(null);
  // A select changed by the keyboard and not yet applied.
  const stepped = useRef<HTMLSelectElement | null>(null);
  const keyed = useRef(false);

  useEffect(() => {
    const name = focusedWhenApplied;
    focusedWhenApplied = null;
    if (!name) return;
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus({ preventScroll: true });
  }, []);

  /** `focusing`: where the focus is going, when it is leaving a field (the new page gives it the focus). */
  function go(form: HTMLFormElement, focusing: EventTarget | null = document.activeElement) {
    stepped.current = null;
    const active = focusing;
    focusedWhenApplied =
      active instanceof HTMLInputElement || active instanceof HTMLSelectElement ? active.name || null : null;
    const href = localePath(words.locale, placeHref(place, { ...formQuery(form, place.type), page: undefined }));
    startTransition(() => router.push(href, { scroll: false }));
  }

  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={w.label}
      aria-busy={pending}
      data-testid="place-filters"
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
      ref={formRef}
      onKeyDown={(event) => {
        keyed.current = STEPPING_KEYS.has(event.key);
        if (event.key === "Enter" && event.target instanceof HTMLSelectElement && stepped.current) {
          event.preventDefault();
          go(event.currentTarget);
        }
      }}
      onPointerDown={() => {
        keyed.current = false;
      }}
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement && keyed.current) {
          stepped.current = target;
          return;
        }
        if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.name === "verified")) {
          go(event.currentTarget);
        }
      }}
      onBlur={(event) => {
        if (stepped.current && (event.target as Element) === stepped.current) {
          go(event.currentTarget, event.relatedTarget);
        }
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-7 lg:items-end"
    >
      {!isLand && (
        <Filters.Select
          id={`${id}-bhk`}
          tall
          label={f.bedrooms}
          anyLabel={f.any}
          choices={Filters.bedroomChoices(words)}
          name="bhk"
          defaultValue={query.bhk ?? ""}
        />
      )}
      <Bounds
        id={`${id}-price`}
        labels={[w.minPrice, w.maxPrice]}
        blanks={[w.noMin, w.noMax]}
        names={["minPrice", "maxPrice"]}
        values={[query.minPrice, query.maxPrice]}
        digits={MAX_PRICE_DIGITS}
      />
      {!isLand && (
        <Filters.Furnishing
          id={`${id}-furnishing`}
          tall
          name="furnishing"
          defaultValue={query.furnishing ?? ""}
          words={words}
        />
      )}
      <Filters.PostedBy
        id={`${id}-posted`}
        tall
        anyLabel={f.anyone}
        name="postedBy"
        defaultValue={query.postedBy ?? ""}
        words={words}
      />
      <Filters.Sort
        id={`${id}-sort`}
        tall
        label={f.sort}
        name="sort"
        near={near || undefined}
        defaultValue={query.sort ?? DEFAULT_SORT}
        words={words}
      />
      <Filters.Near
        id={`${id}-near`}
        tall
        name="near"
        value={near}
        onChange={(event) => setNear(event.target.value)}
        words={words}
      />
      {near && (
        <Filters.Radius
          id={`${id}-radius`}
          tall
          name="radius"
          defaultValue={query.radius ?? Filters.DEFAULT_RADIUS_KM}
          words={words}
        />
      )}
      <label className="col-span-2 flex h-11 items-center gap-2 self-end rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 sm:col-span-1 lg:col-span-2">
        <input
          type="checkbox"
          name="verified"
          value="true"
          defaultChecked={query.verified === "true"}
          className="accent-brand-600 h-4 w-4"
        />
        {w.verifiedOnly}
      </label>
      <details
        open={Boolean(
          query.propertyType ||
          query.tenant ||
          query.amenities?.length ||
          query.minArea ||
          query.maxArea ||
          query.availableBy,
        )}
        className="group col-span-full"
      >
        <summary className="text-brand-700 inline-flex min-h-11 cursor-pointer items-center gap-1.5 text-sm font-semibold">
          {w.more}
          <ChevronDown aria-hidden className="h-4 w-4 transition group-open:rotate-180" />
        </summary>
        <div className="grid grid-cols-2 gap-3 pt-2 sm:grid-cols-3 lg:grid-cols-5 lg:items-end">
          {!isLand && (
            <Filters.PropertyType
              id={`${id}-ptype`}
              tall
              types={BUILT_PROPERTY_TYPES}
              name="propertyType"
              defaultValue={query.propertyType ?? ""}
              words={words}
            />
          )}
          {place.type === "rent" && (
            <Filters.Tenant id={`${id}-tenant`} tall name="tenant" defaultValue={query.tenant ?? ""} words={words} />
          )}
          <Bounds
            id={`${id}-area`}
            labels={[w.minArea, w.maxArea]}
            blanks={[w.noMin, w.noMax]}
            names={["minArea", "maxArea"]}
            values={[query.minArea, query.maxArea]}
            digits={6}
          />
          {!isLand && (
            <Filters.AvailableBy
              id={`${id}-available`}
              tall
              name="availableBy"
              defaultValue={query.availableBy ?? ""}
              words={words}
            />
          )}
          <Filters.Amenities
            chosen={query.amenities ?? []}
            name="amenities"
            tall
            className="col-span-full"
            gridClassName="sm:grid-cols-3 lg:grid-cols-6"
            words={words}
          />
        </div>
      </details>
      {query.q && <input type="hidden" name="q" value={query.q} />}
      {/* An area searched on the map stays searched while the filters change. */}
      {query.bounds && <input type="hidden" name="bounds" value={query.bounds} />}
      <button type="submit" className="btn-primary col-span-2 h-11 sm:col-span-1">
        {w.apply}
      </button>
    </form>
  );
}
