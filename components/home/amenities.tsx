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
  { key: "parking", icon: SquareParking },
  { key: "security", icon: ShieldCheck },
  { key: "power", icon: PlugZap },
  { key: "water", icon: Droplets },
  { key: "cctv", icon: Cctv },
  { key: "gym", icon: Dumbbell },
  { key: "pool", icon: Waves },
  { key: "garden", icon: Trees },
  { key: "wifi", icon: Wifi },
  { key: "gas", icon: Flame },
] as const;

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
      <IconCardGrid
        items={AMENITIES.map(({ key, icon }) => ({ title: t(`amenities.items.${key}`), icon }))}
        look="chip"
      />
    </section>
  );
}
