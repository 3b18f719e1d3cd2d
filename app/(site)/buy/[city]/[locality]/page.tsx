import { PlacePage, placeMetadata } from "@/app/(site)/_place/place-page";

// A locality's listings of the kind (/buy/bhubaneswar/patia), cached as the city page is, under the
// locality's own tag (not the city's).
export const revalidate = 3600;

export function generateStaticParams(): Array<{ city: string; locality: string }> {
  return [];
}

type Props = { params: Promise<{ city: string; locality: string }> };

export async function generateMetadata({ params }: Props) {
  return placeMetadata({ kind: "buy", ...(await params) });
}

export default async function Page({ params }: Props) {
  return <PlacePage params={{ kind: "buy", ...(await params) }} />;
}
