import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";
import { placeName } from "@/domain/geo/local-place-name";
import { SectionHeading } from "@/components/ui/section-heading";
import type { ListingType } from "@/domain/listings/options";
import { placePath } from "@/lib/listings/links/place-pages";

export type PopularLocality = { city: string; locality: string; type: ListingType; count: number };

/**
 * "Popular localities": the localities with the most listings, each a link to the page of the kind it has
 * most of. One short link each: the home page carries every byte of it twice (HTML and React's payload).
 */
export async function PopularLocalities({ localities }: { localities: PopularLocality[] }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("HomeSections")]);
  if (localities.length === 0) return null;
  return (
    <section aria-labelledby="popular-localities-heading" className="section pt-20">
      <SectionHeading
        id="popular-localities-heading"
        eyebrow={t("popularLocalities.eyebrow")}
        title={t("popularLocalities.title")}
        description={t("popularLocalities.description")}
      />
      <ul className="locality-links">
        {localities.map(({ city, locality, type, count }) => (
          <li key={`${city}/${locality}`}>
            <Link href={localePath(locale, placePath({ type, city, locality }))}>
              {placeName(locale, locality, "locality")} <span>{t(`popularLocalities.counts.${type}`, { count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
