import { BadgeCheck, IndianRupee, Clock, ShieldCheck } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { SectionHeading } from "@/components/ui/section-heading";

// What the site does for a seeker, each backed by the product: moderation, visit plans, the guarantee, price insight.
const REASONS = [
  { key: "reviewed", icon: BadgeCheck },
  { key: "visits", icon: Clock },
  { key: "guarantee", icon: ShieldCheck },
  { key: "prices", icon: IndianRupee },
] as const;

export async function WhyChooseUs() {
  const t = await getTranslations("HomeSections");
  return (
    <section aria-labelledby="why-heading" className="section pt-24">
      <SectionHeading
        size="large"
        id="why-heading"
        eyebrow={t("whyChooseUs.eyebrow")}
        title={t("whyChooseUs.title")}
        description={t("whyChooseUs.description")}
      />
      <IconCardGrid
        items={REASONS.map(({ key, icon }) => ({
          title: t(`whyChooseUs.reasons.${key}.title`),
          text: t(`whyChooseUs.reasons.${key}.text`),
          icon,
        }))}
      />
    </section>
  );
}
