import Link from "next/link";
import { MapPin } from "@/components/ui/icons";
import type { DirectoryPlace } from "@/lib/listings";
import { placePath, placeSlug, type Place } from "@/lib/listings/links/place-pages";

const count = new Intl.NumberFormat("en-IN");

/** Links to other localities of the place's city, with their listings of the page's kind. */
export function LocalityLinks({
  place,
  localities,
  title,
}: {
  place: Place;
  localities: DirectoryPlace[];
  title: string;
}) {
  if (localities.length === 0) return null;
  const id = `localities-${placeSlug(title)}`;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {localities.map((locality) => (
          <li key={locality.slug}>
            <Link
              href={placePath({ ...place, locality: locality.name })}
              className="hover:border-brand-500 hover:text-brand-700 inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700"
            >
              <MapPin aria-hidden className="h-4 w-4 text-slate-400" />
              {locality.name}
              <span className="text-slate-500">({count.format(locality.counts[place.type])})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
