import { pageLocale } from "@/lib/i18n/page-locale";
import { PlacePage, placeMetadata } from "@/app/[locale]/(site)/_place/place-page";

// A locality's listings of the kind (/rent/bhubaneswar/patia), cached as the city page is, under the
// locality's own tag (not the city's).
export const revalidate = 3600;

export function generateStaticParams(): Array<{ kind: string; city: string; locality: string }> {
  return [];
}

type Props = { params: Promise<{ locale: string; kind: string; city: string; locality: string }> };

export async function generateMetadata({ params }: Props) {
  return placeMetadata(await params);
}

export default async function Page({ params }: Props) {
  await pageLocale(params);
  return <PlacePage params={await params} />;
}
