"use client";

import { ChevronDown, Search, SlidersHorizontal, X } from "@/components/ui/icons";
import { useId, useState } from "react";
import { DebouncedField } from "@/components/properties/debounced-field";
import { FilterChoiceGroup } from "@/components/properties/filter-choice-group";
import * as Filters from "@/components/properties/filter-fields";
import { budgetLabelIn } from "@/components/places/filter-chip-words";
import type { FilterWords } from "@/lib/i18n/list-words";
import { choiceLabel } from "@/lib/i18n/choices";
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
  words,
}: {
  shown: ListFilters;
  apply: (changes: Partial<ListFilters>, replace?: boolean) => void;
  clear: () => void;
  words: FilterWords;
}) {
  const w = words.lists.form;
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
    <form role="search" aria-label={w.label} onSubmit={(event) => event.preventDefault()} className="space-y-4">
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <FilterChoiceGroup
          label={w.listingType}
          options={TYPE_OPTIONS.map((o) => ({
            value: o.key,
            label: o.key === "all" ? w.all : choiceLabel(words.choices, "type", o.key),
          }))}
          value={shown.type ?? "all"}
          onChange={chooseType}
        />
        {!isLand && (
          <FilterChoiceGroup
            label={w.bedrooms}
            options={Filters.bedroomChoices(words)}
            value={shown.bhk ?? null}
            onChange={(bhk) => apply({ bhk: bhk ?? undefined })}
            clearable
          />
        )}
        {presets.length > 0 && (
          <FilterChoiceGroup
            label={w.budget}
            options={presets.map((preset) => ({
              value: preset.label,
              label: budgetLabelIn(words, shown.type, preset.label),
            }))}
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
          label={w.search}
          urlValue={shown.q ?? ""}
          placeholder={w.searchPlaceholder}
          icon={<Search aria-hidden className="h-4 w-4" />}
          onCommit={(value, replace) => apply({ q: value.trim() || undefined }, replace)}
          className="col-span-2 lg:col-span-1"
        />
        <DebouncedField
          label={w.minPrice}
          urlValue={shown.minPrice ? String(shown.minPrice) : ""}
          inputMode="numeric"
          placeholder={w.noMinimum}
          normalise={digitsOnly}
          onCommit={(value, replace) => apply({ minPrice: parsePrice(value) }, replace)}
        />
        <DebouncedField
          label={w.maxPrice}
          urlValue={shown.maxPrice ? String(shown.maxPrice) : ""}
          inputMode="numeric"
          placeholder={w.noMaximum}
          normalise={digitsOnly}
          onCommit={(value, replace) => apply({ maxPrice: parsePrice(value) }, replace)}
        />
        <Filters.Sort
          id="list-sort"
          label={words.lists.fields.sortBy}
          value={shown.sort}
          near={shown.near}
          words={words}
          onChange={(event) => apply({ sort: event.target.value as ListingSort })}
        />
        <button
          type="button"
          onClick={clear}
          disabled={!hasActiveFilters(shown) && shown.sort === DEFAULT_SORT}
          className="inline-flex h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <X aria-hidden className="h-4 w-4" /> {w.clear}
        </button>
      </div>
      {pricesReversed(shown.minPrice, shown.maxPrice) && (
        <p role="alert" className="text-sm text-rose-700">
          {w.pricesReversed}
        </p>
      )}

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {!isLand && (
          <Filters.Furnishing
            id="list-furnishing"
            value={shown.furnishing ?? ""}
            words={words}
            onChange={(event) => apply({ furnishing: (event.target.value || undefined) as Furnishing | undefined })}
          />
        )}
        <Filters.PostedBy
          id="list-posted-by"
          anyLabel={w.ownerOrAgent}
          value={shown.postedBy ?? ""}
          words={words}
          onChange={(event) => apply({ postedBy: (event.target.value || undefined) as PostedBy | undefined })}
        />
        <Filters.Near
          id="list-near"
          value={shown.near ?? ""}
          words={words}
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
            words={words}
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
          {w.verifiedOnly}
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
          <SlidersHorizontal aria-hidden className="h-4 w-4" /> {w.advanced}
          <ChevronDown aria-hidden className={`h-4 w-4 transition ${advancedOpen ? "rotate-180" : ""}`} />
        </button>
        <div id={advancedId} hidden={!advancedOpen} className="mt-3 grid gap-3 sm:grid-cols-2">
          <DebouncedField
            label={w.cityArea}
            urlValue={shown.area ?? ""}
            placeholder={w.cityAreaPlaceholder}
            hint={w.cityAreaHint}
            onCommit={(value, replace) => apply({ area: value.trim() || undefined }, replace)}
          />
          <DebouncedField
            label={w.nearby}
            urlValue={shown.nearby ?? ""}
            placeholder={w.nearbyPlaceholder}
            hint={w.nearbyHint}
            onCommit={(value, replace) => apply({ nearby: value.trim() || undefined }, replace)}
          />
          <Filters.PropertyType
            id={`${advancedId}-ptype`}
            types={PROPERTY_TYPES}
            value={shown.propertyType ?? ""}
            words={words}
            onChange={(event) => apply({ propertyType: (event.target.value || undefined) as PropertyType | undefined })}
          />
          {!isLand && (
            <Filters.Tenant
              id={`${advancedId}-tenant`}
              value={shown.tenant ?? ""}
              words={words}
              onChange={(event) => apply({ tenant: (event.target.value || undefined) as TenantType | undefined })}
            />
          )}
          <div className="grid grid-cols-2 gap-3">
            <DebouncedField
              label={w.minArea}
              urlValue={shown.minArea ? String(shown.minArea) : ""}
              inputMode="numeric"
              placeholder={w.noMinimum}
              normalise={areaDigits}
              onCommit={(value, replace) => apply({ minArea: parseArea(value) }, replace)}
            />
            <DebouncedField
              label={w.maxArea}
              urlValue={shown.maxArea ? String(shown.maxArea) : ""}
              inputMode="numeric"
              placeholder={w.noMaximum}
              normalise={areaDigits}
              onCommit={(value, replace) => apply({ maxArea: parseArea(value) }, replace)}
            />
          </div>
          <Filters.AvailableBy
            id={`${advancedId}-available`}
            value={shown.availableBy ?? ""}
            words={words}
            onChange={(event) => {
              const day = event.target.value;
              if (day === "" || isCalendarDate(day)) apply({ availableBy: day || undefined });
            }}
          />
          {areasReversed(shown.minArea, shown.maxArea) && (
            <p role="alert" className="text-sm text-rose-700 sm:col-span-2">
              {w.areasReversed}
            </p>
          )}
          <Filters.Amenities
            chosen={amenities}
            onToggle={(amenity, checked) =>
              apply({ amenities: checked ? [...amenities, amenity] : amenities.filter((a) => a !== amenity) })
            }
            className="sm:col-span-2"
            gridClassName="gap-y-1 sm:grid-cols-3 lg:grid-cols-4"
            words={words}
          />
        </div>
      </div>
    </form>
  );
}
