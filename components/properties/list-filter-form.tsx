"use client";

import { ChevronDown, Search, SlidersHorizontal, X } from "@/components/ui/icons";
import { useId, useState } from "react";
import { DebouncedField } from "@/components/properties/debounced-field";
import { FilterChoiceGroup } from "@/components/properties/filter-choice-group";
import * as Filters from "@/components/properties/filter-fields";
import {
  PROPERTY_TYPES,
  type Furnishing,
  type PostedBy,
  type PropertyType,
  type TenantType,
} from "@/domain/listings/options";
import { budgetPresets, isPresetActive, TYPE_OPTIONS, type TypeKey } from "@/lib/listings/links/filter-labels";
import { hasActiveFilters, type ListFilters } from "@/lib/listings/links/list-page";
import { parsePrice } from "@/lib/listings/query-string";
import {
  DEFAULT_SORT,
  areasReversed,
  isCalendarDate,
  MAX_PRICE_DIGITS,
  parseArea,
  pricesReversed,
  type ListingSort,
} from "@/lib/listings/query-words";

const digitsOnly = (value: string) => value.replace(/\D/g, "").slice(0, MAX_PRICE_DIGITS);
const areaDigits = (value: string) => value.replace(/\D/g, "").slice(0, 6);

/** Rent is priced by the month and the rest as a lump sum: a budget set for one means nothing for the other. */
const priceKind = (type: TypeKey | undefined) =>
  type === "rent" ? "monthly" : !type || type === "all" ? "mixed" : "lump sum";

/**
 * The list page's controls: type and bedrooms (which combine), budget presets that fit the type, price
 * bounds, keyword, furnishing, who posted, sort, and the advanced area and nearby fields. Each control edits one word
 * of the listing query (lib/listings/query.ts).
 */
export function ListFilterForm({
  shown,
  apply,
  clear,
}: {
  shown: ListFilters;
  apply: (changes: Partial<ListFilters>, replace?: boolean) => void;
  clear: () => void;
}) {
  const [advancedOpen, setAdvancedOpen] = useState(
    Boolean(
      shown.area ||
      shown.nearby ||
      shown.propertyType ||
      shown.tenant ||
      shown.amenities?.length ||
      shown.minArea ||
      shown.maxArea ||
      shown.availableBy,
    ),
  );
  const amenities = shown.amenities ?? [];
  const advancedId = useId();
  const presets = budgetPresets(shown.type);
  const isLand = shown.type === "land";

  function chooseType(type: TypeKey | null) {
    const next = type === "all" || type === null ? undefined : type;
    apply({
      type: next,
      ...(next === "land" ? { bhk: undefined, furnishing: undefined, tenant: undefined } : {}),
      ...(priceKind(next) !== priceKind(shown.type) ? { minPrice: undefined, maxPrice: undefined } : {}),
    });
  }

  return (
    <form
      role="search"
      aria-label="Filter properties"
      onSubmit={(event) => event.preventDefault()}
      className="space-y-4"
    >
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <FilterChoiceGroup
          label="Listing type"
          options={TYPE_OPTIONS.map((o) => ({ value: o.key, label: o.label }))}
          value={shown.type ?? "all"}
          onChange={chooseType}
        />
        {!isLand && (
          <FilterChoiceGroup
            label="Bedrooms"
            options={Filters.BEDROOM_CHOICES}
            value={shown.bhk ?? null}
            onChange={(bhk) => apply({ bhk: bhk ?? undefined })}
            clearable
          />
        )}
        {presets.length > 0 && (
          <FilterChoiceGroup
            label="Budget"
            options={presets.map((preset) => ({ value: preset.label, label: preset.label }))}
            value={presets.find((preset) => isPresetActive(preset, shown))?.label ?? null}
            onChange={(label) => {
              const preset = presets.find((p) => p.label === label);
              apply({ minPrice: preset?.minPrice, maxPrice: preset?.maxPrice });
            }}
            clearable
          />
        )}
      </div>

      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto]">
        <DebouncedField
          label="Search"
          urlValue={shown.q ?? ""}
          placeholder="Locality, city, PIN or title, e.g. Patia"
          icon={<Search aria-hidden className="h-4 w-4" />}
          onCommit={(value, replace) => apply({ q: value.trim() || undefined }, replace)}
          className="col-span-2 lg:col-span-1"
        />
        <DebouncedField
          label="Min price (₹)"
          urlValue={shown.minPrice ? String(shown.minPrice) : ""}
          inputMode="numeric"
          placeholder="No minimum"
          normalise={digitsOnly}
          onCommit={(value, replace) => apply({ minPrice: parsePrice(value) }, replace)}
        />
        <DebouncedField
          label="Max price (₹)"
          urlValue={shown.maxPrice ? String(shown.maxPrice) : ""}
          inputMode="numeric"
          placeholder="No maximum"
          normalise={digitsOnly}
          onCommit={(value, replace) => apply({ maxPrice: parsePrice(value) }, replace)}
        />
        <Filters.Sort
          id="list-sort"
          label="Sort by"
          value={shown.sort}
          near={shown.near}
          onChange={(event) => apply({ sort: event.target.value as ListingSort })}
        />
        <button
          type="button"
          onClick={clear}
          disabled={!hasActiveFilters(shown) && shown.sort === DEFAULT_SORT}
          className="inline-flex h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <X aria-hidden className="h-4 w-4" /> Clear
        </button>
      </div>
      {pricesReversed(shown.minPrice, shown.maxPrice) && (
        <p role="alert" className="text-sm text-rose-700">
          The minimum price is above the maximum price, so nothing can match.
        </p>
      )}

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {!isLand && (
          <Filters.Furnishing
            id="list-furnishing"
            value={shown.furnishing ?? ""}
            onChange={(event) => apply({ furnishing: (event.target.value || undefined) as Furnishing | undefined })}
          />
        )}
        <Filters.PostedBy
          id="list-posted-by"
          anyLabel="Owner or agent"
          value={shown.postedBy ?? ""}
          onChange={(event) => apply({ postedBy: (event.target.value || undefined) as PostedBy | undefined })}
        />
        <Filters.Near
          id="list-near"
          value={shown.near ?? ""}
          onChange={(event) => {
            const near = event.target.value || undefined;
            // The distance order and the radius go with the place they measure from.
            apply(
              near
                ? { near }
                : { near: undefined, radius: undefined, ...(shown.sort === "distance" ? { sort: DEFAULT_SORT } : {}) },
            );
          }}
        />
        {shown.near && (
          <Filters.Radius
            id="list-radius"
            value={shown.radius ?? Filters.DEFAULT_RADIUS_KM}
            onChange={(event) => apply({ radius: Number(event.target.value) })}
          />
        )}
        <label className="flex h-10 items-center gap-2 self-end rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={shown.verified === "true"}
            onChange={(event) => apply({ verified: event.target.checked ? "true" : undefined })}
            className="accent-brand-600 h-4 w-4"
          />
          Phone verified only
        </label>
      </div>

      <div>
        <button
          type="button"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => setAdvancedOpen((open) => !open)}
          className="text-brand-700 inline-flex min-h-9 items-center gap-1.5 text-sm font-semibold hover:underline"
        >
          <SlidersHorizontal aria-hidden className="h-4 w-4" /> Advanced Filters
          <ChevronDown aria-hidden className={`h-4 w-4 transition ${advancedOpen ? "rotate-180" : ""}`} />
        </button>
        <div id={advancedId} hidden={!advancedOpen} className="mt-3 grid gap-3 sm:grid-cols-2">
          <DebouncedField
            label="City / Area"
            urlValue={shown.area ?? ""}
            placeholder="e.g. Nayapalli, Khordha"
            hint="Matches words in the listing's address, city and title."
            onCommit={(value, replace) => apply({ area: value.trim() || undefined }, replace)}
          />
          <DebouncedField
            label="Nearby"
            urlValue={shown.nearby ?? ""}
            placeholder="e.g. KIIT, hospital, Infocity"
            hint="Matches the schools, offices, hospitals and markets listed near each property."
            onCommit={(value, replace) => apply({ nearby: value.trim() || undefined }, replace)}
          />
          <Filters.PropertyType
            id={`${advancedId}-ptype`}
            types={PROPERTY_TYPES}
            value={shown.propertyType ?? ""}
            onChange={(event) => apply({ propertyType: (event.target.value || undefined) as PropertyType | undefined })}
          />
          {!isLand && (
            <Filters.Tenant
              id={`${advancedId}-tenant`}
              value={shown.tenant ?? ""}
              onChange={(event) => apply({ tenant: (event.target.value || undefined) as TenantType | undefined })}
            />
          )}
          <div className="grid grid-cols-2 gap-3">
            <DebouncedField
              label="Min area (sq ft)"
              urlValue={shown.minArea ? String(shown.minArea) : ""}
              inputMode="numeric"
              placeholder="No minimum"
              normalise={areaDigits}
              onCommit={(value, replace) => apply({ minArea: parseArea(value) }, replace)}
            />
            <DebouncedField
              label="Max area (sq ft)"
              urlValue={shown.maxArea ? String(shown.maxArea) : ""}
              inputMode="numeric"
              placeholder="No maximum"
              normalise={areaDigits}
              onCommit={(value, replace) => apply({ maxArea: parseArea(value) }, replace)}
            />
          </div>
          <Filters.AvailableBy
            id={`${advancedId}-available`}
            value={shown.availableBy ?? ""}
            onChange={(event) => {
              const day = event.target.value;
              if (day === "" || isCalendarDate(day)) apply({ availableBy: day || undefined });
            }}
          />
          {areasReversed(shown.minArea, shown.maxArea) && (
            <p role="alert" className="text-sm text-rose-700 sm:col-span-2">
              The minimum area is above the maximum area, so nothing can match.
            </p>
          )}
          <Filters.Amenities
            chosen={amenities}
            onToggle={(amenity, checked) =>
              apply({ amenities: checked ? [...amenities, amenity] : amenities.filter((a) => a !== amenity) })
            }
            className="sm:col-span-2"
            gridClassName="gap-y-1 sm:grid-cols-3 lg:grid-cols-4"
          />
        </div>
      </div>
    </form>
  );
}
