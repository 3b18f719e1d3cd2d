import { PricingPage } from "@/components/pricing/pricing-page";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Pricing for Brokers",
  description:
    "Site-visit plans for brokers and agents in Bhubaneswar: take clients to verified homes, with visits confirmed by the owner within 24 hours.",
  path: "/pricing/broker",
});

export default function Page() {
  return <PricingPage audience="broker" current="broker" offerEndsAt={env().OFFER_ENDS_AT} />;
}
