import { BedDouble, BedSingle, Building2, Trees } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { SectionHeading } from "@/components/ui/section-heading";
import { categoryHref } from "@/lib/listings/links/home-page";

// Each opens the listing search with its type or bedrooms chip selected.
const CATEGORIES = [
  { href: categoryHref({ type: "land" }), label: "Land & Plots", text: "Residential plots and farmland", Icon: Trees },
  { href: categoryHref({ bhk: 1 }), label: "1 BHK", text: "Studios and compact homes", Icon: BedSingle },
  { href: categoryHref({ bhk: 2 }), label: "2 BHK", text: "Homes for young families", Icon: BedDouble },
  { href: categoryHref({ bhk: 3 }), label: "3 BHK", text: "Space for the whole family", Icon: Building2 },
];

export async function PopularCategories() {
  const t = await getTranslations("HomeSections");
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
        {CATEGORIES.map(({ href, label, text, Icon }) => (
          <li key={href}>
            <Link href={href} className="card-link group category-card">
              <span className="category-badge">
                <Icon aria-hidden className="h-7 w-7" />
              </span>
              <span className="tile-title">{label}</span>
              <span className="mt-1 text-sm text-slate-600">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
