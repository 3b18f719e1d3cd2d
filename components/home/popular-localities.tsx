import Link from "next/link";
import { MapPin } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import type { ListingType } from "@/lib/listings/options";
import { PLACE_KIND_LABELS, placePath } from "@/lib/listings/query";

export type PopularLocality = { city: string; locality: string; counts: Record<ListingType, number> };

const KIND_LINKS: Record<ListingType, string> = { rent: "For rent", sale: "For sale", land: "Plots" };

/** The kinds a locality has listings of, most first: each a link to its page. */
function kindsOf(counts: PopularLocality["counts"]) {
  return (Object.keys(counts) as ListingType[])
    .filter((type) => counts[type] > 0)
    .sort((a, b) => counts[b] - counts[a]);
}

/** "Popular localities": the localities with the most listings, each linked to its result pages by kind. */
export function PopularLocalities({ localities }: { localities: PopularLocality[] }) {
  if (localities.length === 0) return null;
  return (
    <section aria-labelledby="popular-localities-heading" className="section pt-20">
      <SectionHeading
        id="popular-localities-heading"
        eyebrow="Browse by area"
        title="Popular localities"
        description="Homes and plots in the neighbourhoods with the most listings."
      />
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {localities.map(({ city, locality, counts }) => (
          <li key={`${city}/${locality}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="flex items-center gap-1.5 font-semibold text-slate-900">
              <MapPin aria-hidden className="h-4 w-4 text-slate-400" />
              {locality}
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {kindsOf(counts).map((type) => (
                <li key={type}>
                  <Link
                    href={placePath({ type, city, locality })}
                    aria-label={`${PLACE_KIND_LABELS[type].heading} in ${locality}: ${counts[type]}`}
                    className="text-brand-700 hover:underline"
                  >
                    {KIND_LINKS[type]} ({counts[type]})
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
