"use client";

import { useRouter } from "next/navigation";
import { ChevronDown } from "@/components/ui/icons";
import { useId, useTransition } from "react";
import { BUILT_PROPERTY_TYPES, FILTER_AMENITIES, FURNISHING, POSTED_BY, TENANT_TYPES } from "@/lib/listings/options";
import { CHIP_BHKS, DEFAULT_SORT, MAX_PRICE_DIGITS } from "@/lib/listings/query-words";
import { rawParams } from "@/lib/listings/query-string";
import { POSTED_BY_LABELS, SORT_OPTIONS, TENANT_LABELS } from "@/lib/listings/links/filter-labels";
import { placeHref, readPlaceQuery, type Place, type PlaceQuery } from "@/lib/listings/links/place-pages";

const field = "focus:border-brand-500 mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm";
const label = "block text-sm font-medium text-slate-700";

/** The form's fields as a query, read as the page reads its URL (the same words, the same reader). */
function formQuery(form: HTMLFormElement, type: Place["type"]): PlaceQuery {
  return readPlaceQuery(rawParams(new FormData(form)), type);
}

/**
 * A place page's filters: a plain GET form to the page's own path, in the list API's words (bhk, minPrice,
 * maxPrice, furnishing, postedBy, sort), so it works without JavaScript (the server reads the query and
 * sends the canonical address). With JavaScript it goes straight to the canonical address, and a changed
 * choice applies at once.
 */
export function PlaceFilterForm({ place, query, action }: { place: Place; query: PlaceQuery; action: string }) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  const isLand = place.type === "land";

  function go(form: HTMLFormElement) {
    const href = placeHref(place, { ...formQuery(form, place.type), page: undefined });
    startTransition(() => router.push(href, { scroll: false }));
  }

  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label="Filter listings"
      aria-busy={pending}
      data-testid="place-filters"
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) go(event.currentTarget);
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-7 lg:items-end"
    >
      {!isLand && (
        <div>
          <label htmlFor={`${id}-bhk`} className={label}>
            Bedrooms
          </label>
          <select id={`${id}-bhk`} name="bhk" defaultValue={query.bhk ?? ""} className={field}>
            <option value="">Any</option>
            {CHIP_BHKS.map((bhk) => (
              <option key={bhk} value={bhk}>
                {bhk} BHK
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-min`} className={label}>
          Min price (₹)
        </label>
        <input
          id={`${id}-min`}
          name="minPrice"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={MAX_PRICE_DIGITS}
          defaultValue={query.minPrice ?? ""}
          placeholder="No min"
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-max`} className={label}>
          Max price (₹)
        </label>
        <input
          id={`${id}-max`}
          name="maxPrice"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={MAX_PRICE_DIGITS}
          defaultValue={query.maxPrice ?? ""}
          placeholder="No max"
          className={field}
        />
      </div>
      {!isLand && (
        <div>
          <label htmlFor={`${id}-furnishing`} className={label}>
            Furnishing
          </label>
          <select id={`${id}-furnishing`} name="furnishing" defaultValue={query.furnishing ?? ""} className={field}>
            <option value="">Any</option>
            {FURNISHING.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-posted`} className={label}>
          Posted by
        </label>
        <select id={`${id}-posted`} name="postedBy" defaultValue={query.postedBy ?? ""} className={field}>
          <option value="">Anyone</option>
          {POSTED_BY.map((value) => (
            <option key={value} value={value}>
              {POSTED_BY_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className={label}>
          Sort
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={query.sort ?? DEFAULT_SORT} className={field}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
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
          More filters
          <ChevronDown aria-hidden className="h-4 w-4 transition group-open:rotate-180" />
        </summary>
        <div className="grid grid-cols-2 gap-3 pt-2 sm:grid-cols-3 lg:grid-cols-5 lg:items-end">
          {!isLand && (
            <div>
              <label htmlFor={`${id}-ptype`} className={label}>
                Property type
              </label>
              <select id={`${id}-ptype`} name="propertyType" defaultValue={query.propertyType ?? ""} className={field}>
                <option value="">Any</option>
                {BUILT_PROPERTY_TYPES.map((value) => (
                  <option key={value}>{value}</option>
                ))}
              </select>
            </div>
          )}
          {place.type === "rent" && (
            <div>
              <label htmlFor={`${id}-tenant`} className={label}>
                Tenant
              </label>
              <select id={`${id}-tenant`} name="tenant" defaultValue={query.tenant ?? ""} className={field}>
                <option value="">Anyone</option>
                {TENANT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {TENANT_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-min-area`} className={label}>
              Min area (sq ft)
            </label>
            <input
              id={`${id}-min-area`}
              name="minArea"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              defaultValue={query.minArea ?? ""}
              placeholder="No min"
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max-area`} className={label}>
              Max area (sq ft)
            </label>
            <input
              id={`${id}-max-area`}
              name="maxArea"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              defaultValue={query.maxArea ?? ""}
              placeholder="No max"
              className={field}
            />
          </div>
          {!isLand && (
            <div>
              <label htmlFor={`${id}-available`} className={label}>
                Available by
              </label>
              <input
                id={`${id}-available`}
                name="availableBy"
                type="date"
                defaultValue={query.availableBy ?? ""}
                className={field}
              />
            </div>
          )}
          <fieldset className="col-span-full">
            <legend className={label}>Amenities (all of)</legend>
            <div className="mt-1 grid grid-cols-2 gap-x-3 sm:grid-cols-3 lg:grid-cols-6">
              {FILTER_AMENITIES.map((amenity) => (
                <label key={amenity} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    name="amenities"
                    value={amenity}
                    defaultChecked={query.amenities?.includes(amenity)}
                    className="accent-brand-600 h-4 w-4"
                  />
                  {amenity}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </details>
      {query.q && <input type="hidden" name="q" value={query.q} />}
      <button type="submit" className="btn-primary col-span-2 h-11 sm:col-span-1">
        Apply filters
      </button>
    </form>
  );
}
