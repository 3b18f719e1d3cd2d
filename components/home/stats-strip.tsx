import { Building2, MapPinned, Smile, Star } from "@/components/ui/icons";

// SPEC §2: the home page's fixed figures.
const STATS = [
  { value: "500+", label: "Property listings", Icon: Building2 },
  { value: "1200+", label: "Happy clients", Icon: Smile },
  { value: "4.9", label: "Average rating", Icon: Star },
  { value: "50+", label: "Cities covered", Icon: MapPinned },
];

export function StatsStrip() {
  return (
    <section aria-label="Odisha Homes in numbers" className="relative z-10 mx-auto -mt-12 max-w-6xl px-4 sm:px-6">
      <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-xl lg:grid-cols-4">
        {STATS.map(({ value, label, Icon }) => (
          <li key={label} className="flex items-center gap-4 bg-white p-5 sm:p-6">
            <span className="bg-brand-50 text-brand-600 hidden h-12 w-12 shrink-0 place-items-center rounded-xl sm:grid">
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <p className="flex flex-col">
              <span className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{value}</span>
              <span className="text-sm text-slate-600">{label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
