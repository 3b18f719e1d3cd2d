import { BedDouble, BedSingle, Building2, Trees } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";
import Link from "next/link";
import { SectionHeading } from "@/components/ui/section-heading";
import { categoryHref } from "@/lib/listings/links/home-page";

// Each opens the listing search with its type or bedrooms chip selected.
const CATEGORIES = [
  { href: categoryHref({ type: "land" }), key: "land", Icon: Trees },
  { href: categoryHref({ bhk: 1 }), key: "bhk1", Icon: BedSingle },
  { href: categoryHref({ bhk: 2 }), key: "bhk2", Icon: BedDouble },
  { href: categoryHref({ bhk: 3 }), key: "bhk3", Icon: Building2 },
] as const;

export async function PopularCategories() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("HomeSections")]);
  return (
    <section aria-labelledby="categories-heading" className="section pt-20">
      <SectionHeading
        size="large"
        id="categories-heading"
        eyebrow={t("popularCategories.eyebrow")}
        title={t("popularCategories.title")}
        description={t("popularCategories.description")}
      />
      <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {CATEGORIES.map(({ href, key, Icon }) => (
          <li key={href}>
            <Link href={localePath(locale, href)} className="card-link group category-card">
              <span className="category-badge">
                <Icon aria-hidden className="h-7 w-7" />
              </span>
              <span className="tile-title">{t(`popularCategories.items.${key}.label`)}</span>
              <span className="mt-1 text-sm text-slate-600">{t(`popularCategories.items.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
