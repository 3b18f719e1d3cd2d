import { pageLocale } from "@/lib/i18n/page-locale";
import { ListResults } from "@/app/[locale]/(site)/_list/list-results";
import { listStateFilters } from "@/lib/listings/links/list-page";
import { isLocale } from "@/lib/i18n/locales";

// One state of /properties (signed-in users): proxy.ts rewrites /properties?bhk=2&sort=newest here with the
// canonical query string as [filters] ("_" for the plain list), so each state is cached whole. A request
// for this path itself is sent back to /properties by proxy.ts, where the sign-in guard applies.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ filters: string }> {
  return [];
}

type Props = { params: Promise<{ locale: string; filters: string }> };

export default async function Page({ params }: Props) {
  await pageLocale(params);
  const { locale, filters } = await params;
  return <ListResults filters={listStateFilters(filters)} locale={isLocale(locale) ? locale : "en"} />;
}
