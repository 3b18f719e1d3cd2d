import { PricingPage } from "@/components/pricing/pricing-page";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Pricing",
  description:
    "House-visit plans in Bhubaneswar from ₹99: a one-time visit offer and 3, 6 or 9 house plans with visits arranged within 24 hours.",
  path: "/pricing",
});

export default function Page() {
  return <PricingPage audience="user" offerEndsAt={env().OFFER_ENDS_AT} />;
}
