import { ArrowRight, MapPin } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { SectionHeading } from "@/components/ui/section-heading";
import { coverImage, formatListingPrice, formatLocation, priceCutPercent } from "@/lib/format";
import type { PropertyJson } from "@/lib/listings/types";

/** How many of the newest listings the section shows. */
const DEAL_COUNT = 3;

type DealListing = Pick<
  PropertyJson,
  "_id" | "title" | "type" | "price" | "previousPrice" | "location" | "images" | "pictures"
>;

/** Latest Deals: the newest listings; a discount only where the price was really cut, else "Newly listed". */
export async function LatestDeals({ listings }: { listings: DealListing[] }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("HomeSections")]);
  if (!listings.length) return null;
  return (
    <section aria-labelledby="deals-heading" className="section pt-20">
      <SectionHeading
        size="large"
        id="deals-heading"
        eyebrow={t("latestDeals.eyebrow")}
        title={t("latestDeals.title")}
        description={t("latestDeals.description")}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {listings.slice(0, DEAL_COUNT).map((listing) => {
          const cut = priceCutPercent(listing);
          return (
            <li key={listing._id} data-testid="deal">
              <article className="card-link group">
                <div className="deal-photo">
                  <Photo
                    src={coverImage(listing)}
                    alt=""
                    sizes="(max-width: 768px) 100vw, 33vw"
                    className="object-cover"
                  />
                  <span className="deal-badge">
                    {cut ? t("latestDeals.off", { percent: cut }) : t("latestDeals.newlyListed")}
                  </span>
                </div>
                <div className="deal-body">
                  <p className="eyebrow-sm">{t(`latestDeals.type.${listing.type}`)}</p>
                  <h3 className="mt-1 text-lg leading-snug font-semibold text-slate-900">
                    <Link
                      href={localePath(locale, `/properties/${listing._id}`)}
                      className="after:absolute after:inset-0"
                    >
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
                        {formatListingPrice(listing.type, listing.price, locale)}
                      </span>
                      {cut && listing.previousPrice ? (
                        <s className="text-xs text-slate-600">
                          <span className="sr-only">{t("latestDeals.was")}</span>
                          {formatListingPrice(listing.type, listing.previousPrice, locale)}
                        </s>
                      ) : null}
                    </p>
                    <span aria-hidden className="more-link text-brand-700 group-hover:underline">
                      {t("latestDeals.viewDeal")} <ArrowRight className="arrow-hint" />
                    </span>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
