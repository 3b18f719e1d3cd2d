import { KindPage, kindMetadata } from "@/app/(site)/_place/kind-page";

// /buy: the cities and localities with listings of the kind, cached as the place pages are.
export const revalidate = 3600;

export const generateMetadata = () => kindMetadata("buy");

export default function Page() {
  return <KindPage kind="buy" />;
}
