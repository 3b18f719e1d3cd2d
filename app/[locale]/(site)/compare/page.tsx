import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { Metadata } from "next";
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { CompareButton } from "@/components/properties/compare-button";
import { CompareFromTray } from "@/components/properties/compare-from-tray";
import { coverImage, formatArea, formatAvailability, formatListingPrice, formatRupees } from "@/lib/format";
import { getCachedProperty, type PropertyJson } from "@/lib/listings";
import { placePath } from "@/lib/listings/links/place-pages";
import { COMPARE_MAX, parseCompareIds } from "@/lib/listings/links/compare-page";

// Each visitor's own choice of listings: rendered per request from the cached listing reads, never indexed.
export const metadata: Metadata = {
  title: "Compare listings",
  description: "Up to three listings side by side: price, deposit, BHK, area, furnishing, floor and more.",
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const NOT_SAID = "—";

function floor(p: PropertyJson): string {
  if (p.floorNo === undefined || p.floorNo === null) return p.totalFloors ? `${p.totalFloors} floors` : NOT_SAID;
  const at = p.floorNo === 0 ? "Ground" : String(p.floorNo);
  return p.totalFloors ? `${at} of ${p.totalFloors}` : at;
}

/** The rows of the comparison, in the order a tenant or buyer weighs them. */
const ROWS: Array<{ label: string; value: (p: PropertyJson) => React.ReactNode }> = [
  { label: "Price", value: (p) => formatListingPrice(p.type, p.price) },
  { label: "Deposit", value: (p) => (p.securityDeposit ? formatRupees(p.securityDeposit) : NOT_SAID) },
  { label: "BHK", value: (p) => (p.bhk > 0 ? `${p.bhk} BHK` : NOT_SAID) },
  { label: "Area", value: (p) => formatArea(p.superBuiltupArea) ?? NOT_SAID },
  { label: "Furnishing", value: (p) => (p.type === "land" ? NOT_SAID : p.furnishing) },
  { label: "Floor", value: floor },
  { label: "Facing", value: (p) => p.facing ?? NOT_SAID },
  { label: "Available from", value: (p) => (p.type === "land" ? NOT_SAID : formatAvailability(p.availableFrom)) },
  { label: "Amenities", value: (p) => (p.amenities?.length ? p.amenities.join(", ") : NOT_SAID) },
  {
    label: "Locality",
    value: (p) => {
      const { locality, city } = p.location ?? {};
      if (!locality || !city) return city || NOT_SAID;
      return (
        <Link href={placePath({ type: p.type, city, locality })} className="text-brand-700 hover:underline">
          {locality}, {city}
        </Link>
      );
    },
  },
];

/**
 * /compare?ids=a,b,c: up to three listings side by side, picked with "Compare" on cards and listing pages
 * (kept in the browser, no account). Malformed ids answer 400 in proxy.ts; ids of listings that are gone
 * are left out.
 */
export default async function ComparePage({ params, searchParams }: Props & LocaleParams) {
  await pageLocale(params);
  const raw = (await searchParams).ids;
  const ids = parseCompareIds(raw) ?? [];
  const listings = (await Promise.all(ids.map((id) => getCachedProperty(id)))).filter(
    (p): p is PropertyJson => p !== null,
  );
  const nothingYet = (
    <p className="mt-4 text-slate-700">
      Nothing to compare yet. Press “Compare” on up to {COMPARE_MAX} listings, then open this page again.
    </p>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Compare listings</h1>
      {listings.length === 0 && raw === undefined ? (
        <CompareFromTray empty={nothingYet} />
      ) : listings.length === 0 ? (
        nothingYet
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[640px] table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">The chosen listings, one column each</caption>
            <thead>
              <tr>
                <td className="w-36" />
                {listings.map((p) => (
                  <th key={p._id} scope="col" className="p-3 align-top">
                    <Link href={`/properties/${p._id}`} className="block">
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
              {ROWS.map((row) => (
                <tr key={row.label} className="border-t border-slate-200">
                  <th scope="row" className="p-3 font-medium text-slate-600">
                    {row.label}
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
