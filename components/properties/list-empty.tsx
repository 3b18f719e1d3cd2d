import { SearchX } from "@/components/ui/icons";
import { ListLink } from "@/components/properties/list-link";
import { LIST_PATH } from "@/lib/listings/links/list-page";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

/** 'No properties found' with Clear All Filters, or a way back when a shared link points past the last page. */
export function ListEmpty({
  pastLastPage,
  words,
  locale,
}: {
  pastLastPage?: { firstPageHref: string };
  words: Words<"Lists">["empty"];
  locale: Locale;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <SearchX aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
      {pastLastPage ? (
        <>
          <p className="mt-3 text-lg font-semibold">{words.pastLast}</p>
          <ListLink
            href={pastLastPage.firstPageHref}
            className="bg-brand-600 hover:bg-brand-700 mt-5 inline-block rounded-lg px-5 py-2.5 font-semibold text-white"
          >
            {words.firstPage}
          </ListLink>
        </>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold">{words.none}</p>
          <p className="mt-1 text-slate-600">{words.adjust}</p>
          <ListLink
            href={localePath(locale, LIST_PATH)}
            className="bg-brand-600 hover:bg-brand-700 mt-5 inline-block rounded-lg px-5 py-2.5 font-semibold text-white"
          >
            {words.clearAll}
          </ListLink>
        </>
      )}
    </div>
  );
}
