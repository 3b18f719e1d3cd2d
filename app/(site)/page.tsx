import Link from "next/link";
import { PropertyCard } from "@/components/properties/property-card";
import { getCachedProperties } from "@/lib/properties";

// Rendered per request from Next.js's data cache (tag "properties"), so no database is needed at build time.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const { properties, total } = await getCachedProperties({ sort: "featured", page: 1, limit: 9 });
  return (
    <>
      <section className="from-brand-700 to-brand-500 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-3xl font-bold sm:text-5xl">Find your next home in Bhubaneswar</h1>
          <p className="text-brand-100 mt-4 max-w-xl">
            Verified flats, houses and land across Odisha. Visits arranged within 24 hours.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/properties"
              className="text-brand-700 hover:bg-brand-50 rounded-lg bg-white px-5 py-3 font-semibold"
            >
              Browse Properties
            </Link>
            <Link
              href="/pricing"
              className="rounded-lg border border-white/60 px-5 py-3 font-semibold hover:bg-white/10"
            >
              View Pricing
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold">
            Featured Properties
          </h2>
          <Link href="/properties" className="text-brand-700 text-sm font-semibold hover:underline">
            View all {total} listings
          </Link>
        </div>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((property, i) => (
            <li key={property._id}>
              <PropertyCard property={property} priority={i < 3} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
