import { PlacePage, placeMetadata } from "@/app/(site)/[kind]/_place/place-page";

// A city's listings of one kind (/rent/bhubaneswar): rendered on its first request, then served from the
// full-page cache until a listing changes (the "properties" tag of its reads) or an hour passes.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ kind: string; city: string }> {
  return [];
}

type Props = { params: Promise<{ kind: string; city: string }> };

export async function generateMetadata({ params }: Props) {
  return placeMetadata(await params);
}

export default async function CityPage({ params }: Props) {
  return <PlacePage params={await params} />;
}
