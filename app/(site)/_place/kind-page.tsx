import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getCachedPlaceDirectory, keepPageBriefly } from "@/lib/listings";
import { errorSummary, log } from "@/lib/log";
import { kindType, PLACE_KIND_LABELS, placePath } from "@/lib/listings/links/place-pages";
import { pageMetadata } from "@/lib/seo";

/** /rent, /buy, /plots: the cities and localities that have listings of the kind, most listings first. */

const count = new Intl.NumberFormat("en-IN");

export async function kindMetadata(kind: string): Promise<Metadata> {
  const type = kindType(kind);
  if (!type) notFound();
  const words = PLACE_KIND_LABELS[type];
  return pageMetadata({
    title: `${words.heading} in Odisha by city and locality`,
    description: `Verified ${words.noun} ${words.phrase} across Odisha, by city and locality, with prices in rupees.`,
    path: `/${kind}`,
  });
}

/** The place directory, or null when the database is unreachable (a build without one): the page says so. */
async function readDirectory() {
  try {
    return await getCachedPlaceDirectory();
  } catch (error) {
    log.error({ cause: errorSummary(error) }, "Place directory unavailable");
    await keepPageBriefly();
    return null;
  }
}

export async function KindPage({ kind }: { kind: string }) {
  const type = kindType(kind);
  if (!type) notFound();
  const words = PLACE_KIND_LABELS[type];
  const directory = await readDirectory();
  const cities = (directory?.cities ?? []).filter((city) => city.counts[type] > 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-4xl">{words.heading} in Odisha</h1>
      {directory === null ? (
        <p className="mt-4 text-slate-700">Listings cannot be shown just now. Please try again in a minute.</p>
      ) : (
        cities.length === 0 && <p className="mt-4 text-slate-700">No listings yet.</p>
      )}
      {cities.map((city) => (
        <section key={city.slug} aria-labelledby={`city-${city.slug}`} className="mt-8">
          <h2 id={`city-${city.slug}`} className="text-xl font-bold">
            <Link href={placePath({ type, city: city.name })} className="hover:underline">
              {city.name}
            </Link>{" "}
            <span className="text-base font-normal text-slate-600">({count.format(city.counts[type])})</span>
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {city.localities
              .filter((locality) => locality.counts[type] > 0)
              .sort((a, b) => b.counts[type] - a.counts[type])
              .map((locality) => (
                <li key={locality.slug}>
                  <Link
                    href={placePath({ type, city: city.name, locality: locality.name })}
                    className="hover:border-brand-500 inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm"
                  >
                    {locality.name} ({count.format(locality.counts[type])})
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
