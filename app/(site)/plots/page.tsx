import { KindPage, kindMetadata } from "@/app/(site)/_place/kind-page";

// /plots: the cities and localities with listings of the kind, cached as the place pages are.
export const revalidate = 3600;

export const generateMetadata = () => kindMetadata("plots");

export default function Page() {
  return <KindPage kind="plots" />;
}
