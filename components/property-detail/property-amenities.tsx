import {
  ArrowUpDown,
  BatteryCharging,
  Building2,
  Car,
  Cctv,
  CircleCheck,
  CloudRain,
  Dumbbell,
  FireExtinguisher,
  Flame,
  Flower2,
  PhoneCall,
  ShieldCheck,
  ShoppingBag,
  ToyBrick,
  Trees,
  Droplets,
  Waves,
  Wifi,
  Zap,
  type IconComponent,
} from "@/components/ui/icons";

// Every amenity the admin and public forms offer; anything else gets a tick.
const AMENITY_ICONS: Record<string, IconComponent> = {
  Parking: Car,
  "Power Backup": BatteryCharging,
  Security: ShieldCheck,
  "Water Supply": Droplets,
  Lift: ArrowUpDown,
  CCTV: Cctv,
  Gym: Dumbbell,
  "Swimming Pool": Waves,
  Park: Trees,
  "Play Ground": ToyBrick,
  "Club House": Building2,
  Intercom: PhoneCall,
  "Landscaped Garden": Flower2,
  "Rain Water Harvesting": CloudRain,
  "Shopping Center": ShoppingBag,
  "Gas Pipeline": Flame,
  "Fire Safety": FireExtinguisher,
  WiFi: Wifi,
  Electricity: Zap,
};

export function PropertyAmenities({ amenities, byOwner }: { amenities: string[]; byOwner: boolean }) {
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="text-xl font-semibold">
        Amenities
      </h2>
      {amenities.length === 0 ? (
        <p className="mt-2 text-slate-700">
          The owner has not listed any amenities.{" "}
          {byOwner ? "Ask the owner in a message." : "Ask our team for details."}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {amenities.map((name) => {
            const Icon = AMENITY_ICONS[name] ?? CircleCheck;
            return (
              <li key={name} className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
                <Icon aria-hidden className="text-brand-600 h-5 w-5 shrink-0" />
                <span className="text-sm font-medium text-slate-800">{name}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
