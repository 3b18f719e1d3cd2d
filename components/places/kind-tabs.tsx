import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ListingType } from "@/domain/listings/options";
import { placeKind } from "@/lib/listings/links/place-pages";
import { localePath, type Locale } from "@/lib/i18n/locales";

const ORDER: readonly ListingType[] = ["rent", "sale", "land"];
const count = new Intl.NumberFormat("en-IN");

/**
 * Rent · Buy · Plots: the public pages of each kind, so one door (the header's Properties) reaches every kind.
 * `totals` are the live listings of each kind, left out when they could not be read.
 */
export async function KindTabs({
  current,
  totals,
  locale,
}: {
  current: ListingType;
  totals?: Record<ListingType, number>;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Places" });
  return (
    <nav aria-label={t("kindNav")} className="mt-4 inline-flex rounded-lg bg-slate-100 p-1">
      {ORDER.map((type) => (
        <Link
          key={type}
          href={localePath(locale, `/${placeKind(type)}`)}
          aria-current={type === current ? "page" : undefined}
          className="aria-[current=page]:text-brand-800 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 aria-[current=page]:bg-white aria-[current=page]:shadow-sm"
        >
          {t(`kind.${type}.tab`)}
          {totals && <span className="ml-1 font-normal text-slate-600">({count.format(totals[type])})</span>}
        </Link>
      ))}
    </nav>
  );
}
