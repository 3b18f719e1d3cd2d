import {
  Briefcase,
  Bus,
  GraduationCap,
  Landmark,
  MapPin,
  ShoppingCart,
  Sparkles,
  Stethoscope,
} from "@/components/ui/icons";
import type { PropertyJson } from "@/lib/listings/types";

const PLACE_ICONS = {
  education: GraduationCap,
  health: Stethoscope,
  transport: Bus,
  market: ShoppingCart,
  work: Briefcase,
  landmark: Landmark,
} as const;

const CATEGORY_LABELS: Record<string, string> = {
  education: "Education",
  health: "Health",
  transport: "Transport",
  market: "Shopping",
  work: "Work",
  landmark: "Landmark",
};

/** Highlights the owner gave, and the places around the listing (each stored with the listing). */
export function PropertySurroundings({ property }: { property: PropertyJson }) {
  const highlights = property.highlights ?? [];
  const places = property.nearbyPlaces ?? [];
  const city = property.location?.city || "the listing";
  return (
    <>
      {highlights.length > 0 && (
        <section aria-labelledby="highlights-heading">
          <h2 id="highlights-heading" className="text-xl font-semibold">
            Highlights
          </h2>
          <ul className="mt-3 space-y-2">
            {highlights.map((text) => (
              <li key={text} className="flex items-start gap-2 text-slate-800">
                <Sparkles aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
                {text}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="nearby-heading">
        <h2 id="nearby-heading" className="text-xl font-semibold">
          Nearby Places
        </h2>
        {places.length === 0 ? (
          <p className="mt-2 text-slate-700">
            Nearby places have not been added for this listing yet. Ask the agent about schools, hospitals and transport
            around {city}.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {places.map((place) => {
              const Icon = PLACE_ICONS[place.category as keyof typeof PLACE_ICONS] ?? MapPin;
              return (
                <li
                  key={`${place.name}-${place.distance}`}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
                >
                  <Icon aria-hidden className="text-brand-600 h-5 w-5 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">{place.name}</span>
                    {place.category && (
                      <span className="block text-xs text-slate-600">
                        {CATEGORY_LABELS[place.category] ?? place.category}
                      </span>
                    )}
                  </span>
                  {place.distance && <span className="text-sm font-semibold text-slate-700">{place.distance}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
