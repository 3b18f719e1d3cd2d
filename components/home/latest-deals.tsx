import { ArrowRight, MapPin } from "@/components/ui/icons";
import Image from "next/image";
import Link from "next/link";
import { SectionHeading } from "@/components/ui/section-heading";
import { coverImage, formatListingPrice, formatLocation, LISTING_TYPE_LABELS } from "@/lib/format";
import type { PropertyJson } from "@/lib/listings/types";

/** Three deal cards at 15%, 10% and 20% off, in that order. */
const DISCOUNTS = [15, 10, 20];

type DealListing = Pick<PropertyJson, "_id" | "title" | "type" | "price" | "location" | "images" | "pictures">;

/** Latest Deals: the newest listings, each offered with a discount on the service fee. */
export function LatestDeals({ listings }: { listings: DealListing[] }) {
  if (!listings.length) return null;
  return (
    <section aria-labelledby="deals-heading" className="section pt-20">
      <SectionHeading
        size="large"
        id="deals-heading"
        eyebrow="Limited time"
        title="Latest Deals"
        description="Fresh listings with a discount on our service fee when you close through us."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {listings.slice(0, DISCOUNTS.length).map((listing, i) => (
          <li key={listing._id}>
            <article className="card-link group">
              <div className="deal-photo">
                <Image
                  src={coverImage(listing)}
                  alt=""
                  fill
                  sizes="(max-width: 768px) 100vw, 33vw"
                  className="object-cover"
                />
                <span className="deal-badge">{DISCOUNTS[i]}% OFF</span>
              </div>
              <div className="deal-body">
                <p className="eyebrow-sm">{LISTING_TYPE_LABELS[listing.type]}</p>
                <h3 className="mt-1 text-lg leading-snug font-semibold text-slate-900">
                  <Link href={`/properties/${listing._id}`} className="after:absolute after:inset-0">
                    {listing.title}
                  </Link>
                </h3>
                <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
                  <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                  {formatLocation(listing.location)}
                </p>
                <div className="mt-auto flex items-end justify-between gap-3 pt-4">
                  <p>
                    <span className="block text-xl font-bold text-slate-900">
                      {formatListingPrice(listing.type, listing.price)}
                    </span>
                    <span className="text-xs text-slate-600">{DISCOUNTS[i]}% off our service fee</span>
                  </p>
                  <span aria-hidden className="more-link text-brand-700 group-hover:underline">
                    View deal <ArrowRight className="arrow-hint" />
                  </span>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
