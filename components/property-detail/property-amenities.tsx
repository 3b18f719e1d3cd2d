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
import { ENGLISH_LISTING_WORDS, type ListingWords } from "@/components/property-detail/listing-words";
import { choiceLabel } from "@/lib/i18n/choices";
import type { Words } from "@/lib/i18n/words";

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

/**
 * The listing's amenities, each named in the page's language through `choices` (the `Choices` namespace);
 * one the lists do not know, or all of them without `choices`, as stored.
 */
export function PropertyAmenities({
  amenities,
  byOwner,
  words = ENGLISH_LISTING_WORDS.amenities,
  choices,
}: {
  amenities: string[];
  byOwner: boolean;
  words?: ListingWords["amenities"];
  choices?: Words<"Choices">;
}) {
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="text-xl font-semibold">
        {words.heading}
      </h2>
      {amenities.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {words.none} {byOwner ? words.askOwner : words.askTeam}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {amenities.map((name) => {
            const Icon = AMENITY_ICONS[name] ?? CircleCheck;
            return (
              <li key={name} className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
                <Icon aria-hidden className="text-brand-600 h-5 w-5 shrink-0" />
                <span className="text-sm font-medium text-slate-800">
                  {choices ? choiceLabel(choices, "amenity", name) : name}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
