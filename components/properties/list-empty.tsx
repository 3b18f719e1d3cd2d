import { SearchX } from "@/components/ui/icons";
import { ListLink } from "@/components/properties/list-link";
import { LIST_PATH } from "@/lib/listings/links/list-page";

/** 'No properties found' with Clear All Filters, or a way back when a shared link points past the last page. */
export function ListEmpty({ pastLastPage }: { pastLastPage?: { firstPageHref: string } }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <SearchX aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
      {pastLastPage ? (
        <>
          <p className="mt-3 text-lg font-semibold">This page is past the last page of results</p>
          <ListLink
            href={pastLastPage.firstPageHref}
            className="bg-brand-600 hover:bg-brand-700 mt-5 inline-block rounded-lg px-5 py-2.5 font-semibold text-white"
          >
            Go to the first page
          </ListLink>
        </>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold">No properties found</p>
          <p className="mt-1 text-slate-600">Try adjusting your search filters.</p>
          <ListLink
            href={LIST_PATH}
            className="bg-brand-600 hover:bg-brand-700 mt-5 inline-block rounded-lg px-5 py-2.5 font-semibold text-white"
          >
            Clear All Filters
          </ListLink>
        </>
      )}
    </div>
  );
}
