import { Cctv, Dumbbell, Droplets, Flame, PlugZap, ShieldCheck, SquareParking, Trees, Waves, Wifi } from "lucide-react";
import { SectionHeading } from "@/components/home/section-heading";

const AMENITIES = [
  { label: "Covered parking", Icon: SquareParking },
  { label: "24x7 security", Icon: ShieldCheck },
  { label: "Power backup", Icon: PlugZap },
  { label: "Water supply", Icon: Droplets },
  { label: "CCTV", Icon: Cctv },
  { label: "Gym", Icon: Dumbbell },
  { label: "Swimming pool", Icon: Waves },
  { label: "Landscaped garden", Icon: Trees },
  { label: "High-speed WiFi", Icon: Wifi },
  { label: "Gas pipeline", Icon: Flame },
];

export function Amenities() {
  return (
    <section aria-labelledby="amenities-heading" className="mx-auto max-w-7xl px-4 pt-24 sm:px-6 lg:px-8">
      <SectionHeading
        id="amenities-heading"
        eyebrow="Amenities"
        title="Comforts you can filter for"
        lead="Listings show what comes with the home, so there are no surprises on the visit."
      />
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {AMENITIES.map(({ label, Icon }) => (
          <li
            key={label}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800"
          >
            <Icon aria-hidden className="text-brand-600 h-5 w-5 shrink-0" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
