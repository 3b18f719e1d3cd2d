import Link from "next/link";
import { getMessages } from "next-intl/server";
import { X } from "@/components/ui/icons";
import { filterChips } from "@/components/places/filter-chip-words";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { placeHref, placeQuery, type Place, type PlaceQuery } from "@/lib/listings/links/place-pages";
import { DISTANCE_SORT } from "@/lib/listings/geo-words";
import { DEFAULT_SORT } from "@/lib/listings/query-words";

/**
 * A place page's filters in force as chips, each a plain link to the page without it (so they work before
 * the script and on a phone whose filters are folded away). The keyword and the map's area have their own
 * lines with a link to leave them, so they are not repeated here.
 */
export async function PlaceFilterChips({ place, query, locale }: { place: Place; query: PlaceQuery; locale: Locale }) {
  const messages = await getMessages({ locale });
  const words = { lists: messages.Lists, choices: messages.Choices, locale };
  const c = words.lists.chips;
  const chips = filterChips({ ...query, sort: query.sort ?? DEFAULT_SORT, page: 1 }, words).filter(
    (chip) => !(query.q && chip.without.q === undefined) && !(query.bounds && chip.without.bounds === undefined),
  );
  if (chips.length === 0) return null;
  const chipLook =
    "bg-brand-50 text-brand-800 border-brand-200 hover:bg-brand-100 inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium";
  return (
    <ul aria-label={c.label} className="mt-3 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            href={localePath(locale, placeHref(place, placeQuery({ ...chip.without, page: undefined })))}
            aria-label={fillWords(c.remove, { label: chip.label })}
            scroll={false}
            className={chipLook}
          >
            {chip.label} <X aria-hidden className="h-3.5 w-3.5" />
          </Link>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Link
            href={localePath(
              locale,
              placeHref(place, {
                q: query.q,
                bounds: query.bounds,
                sort: query.sort === DISTANCE_SORT ? undefined : query.sort,
              }),
            )}
            scroll={false}
            className="text-brand-700 inline-flex min-h-9 items-center px-2 text-sm font-semibold hover:underline"
          >
            {c.clearAll}
          </Link>
        </li>
      )}
    </ul>
  );
}
