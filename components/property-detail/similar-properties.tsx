import Link from "next/link";
import { toCardData } from "@/components/home/listing-card-data";
import { SimilarCarousel } from "@/components/property-detail/similar-carousel";
import { getCachedSimilarProperties, keepPageBriefly, type PropertyJson } from "@/lib/listings";

/** Up to 8 listings of the same type near this one's price, streamed in after the page itself. */
export async function SimilarProperties({ propertyId }: { propertyId: string }) {
  let similar: PropertyJson[] = [];
  try {
    similar = (await getCachedSimilarProperties(propertyId)) ?? [];
  } catch (error) {
    // A failure here is logged only; the rest of the page stands.
    console.error("Failed to fetch similar properties", error);
    await keepPageBriefly();
  }
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="text-2xl font-bold">
        Similar Properties
      </h2>
      {similar.length === 0 ? (
        <p className="mt-2 text-slate-700">
          No similar listings right now.{" "}
          <Link href="/properties" className="text-brand-700 font-semibold hover:underline">
            Browse all properties
          </Link>
        </p>
      ) : (
        <SimilarCarousel listings={similar.map(toCardData)} />
      )}
    </section>
  );
}

export function SimilarPropertiesSkeleton() {
  return (
    <section aria-label="Loading similar properties" aria-busy className="mt-12">
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 flex gap-4 overflow-hidden">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-80 w-72 shrink-0 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    </section>
  );
}
