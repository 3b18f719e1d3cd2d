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

export function Amenities() {
  return (
    <section aria-labelledby="amenities-heading" className="section pt-24">
      <SectionHeading
        size="large"
        id="amenities-heading"
        eyebrow="Amenities"
        title="Comforts you can filter for"
        description="Listings show what comes with the home, so there are no surprises on the visit."
      />
      <IconCardGrid items={AMENITIES} look="chip" />
    </section>
  );
}
