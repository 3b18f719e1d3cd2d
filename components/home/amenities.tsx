import { getTranslations } from "next-intl/server";
import {
  Cctv,
  Dumbbell,
  Droplets,
  Flame,
  PlugZap,
  ShieldCheck,
  SquareParking,
  Trees,
  Waves,
  Wifi,
} from "@/components/ui/icons";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { SectionHeading } from "@/components/ui/section-heading";

const AMENITIES = [
  { title: "Covered parking", icon: SquareParking },
  { title: "24x7 security", icon: ShieldCheck },
  { title: "Power backup", icon: PlugZap },
  { title: "Water supply", icon: Droplets },
  { title: "CCTV", icon: Cctv },
  { title: "Gym", icon: Dumbbell },
  { title: "Swimming pool", icon: Waves },
  { title: "Landscaped garden", icon: Trees },
  { title: "High-speed WiFi", icon: Wifi },
  { title: "Gas pipeline", icon: Flame },
];

export async function Amenities() {
  const t = await getTranslations("HomeSections");
  return (
    <section aria-labelledby="amenities-heading" className="section pt-24">
      <SectionHeading
        size="large"
        id="amenities-heading"
        eyebrow={t("amenities.eyebrow")}
        title={t("amenities.title")}
        description={t("amenities.description")}
      />
      <IconCardGrid items={AMENITIES} look="chip" />
    </section>
  );
}
