import { ListingStrip } from "@/components/home/listing-strip";
import type { StripResult } from "@/components/properties/listing-card-data";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

/** The featured strip; searching starts in the hero, so this only shows what is featured and leads to the rest. */
export function HomeListings({ initial }: { initial: StripResult | null }) {
  if (!initial) {
    return (
      <p role="alert" className="mt-10 rounded-2xl border border-rose-200 bg-rose-50 p-8 text-center text-rose-800">
        Listings cannot be shown right now. Please try again in a moment.
      </p>
    );
  }
  const { properties, total } = initial;
  return (
    <div className="mt-10">
      <p className="text-sm font-medium text-slate-600" data-testid="search-summary">
        Showing {properties.length} of {total} {total === 1 ? "property" : "properties"}
      </p>
      <ListingStrip properties={properties} total={total} moreHref={BROWSE_PATH} />
    </div>
  );
}
