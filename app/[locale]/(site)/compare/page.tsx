import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { CompareButton } from "@/components/properties/compare-button";
import { CompareFromTray } from "@/components/properties/compare-from-tray";
import { placeName } from "@/domain/geo/local-place-name";
import { coverImage, formatArea, formatAvailability, formatListingPrice, formatRupees } from "@/lib/format";
import { choiceLabel } from "@/lib/i18n/choices";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Catalogue } from "@/lib/i18n/words";
import { getCachedProperty, type PropertyJson } from "@/lib/listings";
import { placePath } from "@/lib/listings/links/place-pages";
import { COMPARE_MAX, parseCompareIds } from "@/lib/listings/links/compare-page";

// Each visitor's own choice of listings: rendered per request from the cached listing reads, never indexed.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Compare" });
  return { title: t("metaTitle"), description: t("metaDescription"), robots: { index: false, follow: true } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const NOT_SAID = "—";

type CompareT = Awaited<ReturnType<typeof getTranslations<"Compare">>>;
type Row = { key: keyof Catalogue["Compare"]["rows"]; value: (p: PropertyJson) => React.ReactNode };

function floor(p: PropertyJson, t: CompareT): string {
  if (p.floorNo === undefined || p.floorNo === null)
    return p.totalFloors ? t("floors", { count: p.totalFloors }) : NOT_SAID;
  const at = p.floorNo === 0 ? t("ground") : String(p.floorNo);
  return p.totalFloors ? t("floorOf", { floor: at, total: p.totalFloors }) : at;
}

/**
 * The rows of the comparison, in the order a tenant or buyer weighs them, in the page's language: the
 * choices' names from `Choices`, places in the page's script; titles stay as their owners typed them.
 */
function rows(locale: Locale, t: CompareT, choices: Catalogue["Choices"]): Row[] {
  return [
    { key: "price", value: (p) => formatListingPrice(p.type, p.price, locale) },
    { key: "deposit", value: (p) => (p.securityDeposit ? formatRupees(p.securityDeposit) : NOT_SAID) },
    { key: "bhk", value: (p) => (p.bhk > 0 ? `${p.bhk} BHK` : NOT_SAID) },
    { key: "area", value: (p) => formatArea(p.superBuiltupArea, locale) ?? NOT_SAID },
    {
      key: "furnishing",
      value: (p) => (p.type === "land" || !p.furnishing ? NOT_SAID : choiceLabel(choices, "furnishing", p.furnishing)),
    },
    { key: "floor", value: (p) => floor(p, t) },
    { key: "facing", value: (p) => (p.facing ? choiceLabel(choices, "facing", p.facing) : NOT_SAID) },
    {
      key: "availableFrom",
      value: (p) => (p.type === "land" ? NOT_SAID : formatAvailability(p.availableFrom, undefined, locale)),
    },
    {
      key: "amenities",
      value: (p) =>
        p.amenities?.length ? p.amenities.map((a) => choiceLabel(choices, "amenity", a)).join(", ") : NOT_SAID,
    },
    {
      key: "locality",
      value: (p) => {
        const { locality, city } = p.location ?? {};
        if (!locality || !city) return city ? placeName(locale, city, "city") : NOT_SAID;
        return (
          <Link
            href={localePath(locale, placePath({ type: p.type, city, locality }))}
            className="text-brand-700 hover:underline"
          >
            {placeName(locale, locality, "locality")}, {placeName(locale, city, "city")}
          </Link>
        );
      },
    },
  ];
}

/**
 * /compare?ids=a,b,c: up to three listings side by side, picked with "Compare" on cards and listing pages
 * (kept in the browser, no account). Malformed ids answer 400 in proxy.ts; ids of listings that are gone
 * are left out.
 */
export default async function ComparePage({ params, searchParams }: Props & LocaleParams) {
  const locale = await pageLocale(params);
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: "Compare" }), getMessages({ locale })]);
  const raw = (await searchParams).ids;
  const ids = parseCompareIds(raw) ?? [];
  const listings = (await Promise.all(ids.map((id) => getCachedProperty(id)))).filter(
    (p): p is PropertyJson => p !== null,
  );
  const nothingYet = <p className="mt-4 text-slate-700">{t("nothingYet", { max: COMPARE_MAX })}</p>;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("heading")}</h1>
      {listings.length === 0 && raw === undefined ? (
        <CompareFromTray empty={nothingYet} />
      ) : listings.length === 0 ? (
        nothingYet
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[640px] table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr>
                <td className="w-36" />
                {listings.map((p) => (
                  <th key={p._id} scope="col" className="p-3 align-top">
                    <Link href={localePath(locale, `/properties/${p._id}`)} className="block">
                      <span className="relative block aspect-[3/2] overflow-hidden rounded-xl bg-slate-100">
                        <Photo
                          src={coverImage(p)}
                          alt=""
                          sizes="(max-width: 640px) 50vw, 25vw"
                          className="object-cover"
                        />
                      </span>
                      <span className="mt-2 block font-semibold text-slate-900 hover:underline">{p.title}</span>
                    </Link>
                    <CompareButton propertyId={p._id} title={p.title} className="mt-2" />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows(locale, t, messages.Choices as Catalogue["Choices"]).map((row) => (
                <tr key={row.key} className="border-t border-slate-200">
                  <th scope="row" className="p-3 font-medium text-slate-600">
                    {t(`rows.${row.key}`)}
                  </th>
                  {listings.map((p) => (
                    <td key={p._id} className="p-3 align-top text-slate-900">
                      {row.value(p)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
