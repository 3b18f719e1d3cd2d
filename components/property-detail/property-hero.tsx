import { FreshnessLabel } from "@/components/properties/freshness-label";
import { BadgeCheck, CalendarCheck, MapPin } from "@/components/ui/icons";
import { ENGLISH_LISTING_WORDS, type ListingWords } from "@/components/property-detail/listing-words";
import { formatAvailability, formatListingPrice, formatLocation, formatRupees, listingTypeLabel } from "@/lib/format";
import { choiceLabel } from "@/lib/i18n/choices";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import type { PropertyJson } from "@/lib/listings/types";

const badge = "rounded-full px-3 py-1 text-xs font-semibold";

/**
 * Title, badges, location and price: what a visitor reads first. In the page's language with `locale`,
 * `words` and `choices` (kind and furnishing); what the owner typed (title, address, badge) as typed.
 */
export function PropertyHero({
  property,
  locale = DEFAULT_LOCALE,
  words = ENGLISH_LISTING_WORDS.hero,
  choices,
}: {
  property: PropertyJson;
  locale?: Locale;
  words?: ListingWords["hero"];
  choices?: Words<"Choices">;
}) {
  const choice = (group: "propertyType" | "furnishing", value: string) =>
    choices ? choiceLabel(choices, group, value) : value;
  return (
    <header className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
      <div className="min-w-0">
        <ul className="flex flex-wrap gap-2" aria-label={words.badges}>
          <li className={`${badge} bg-brand-600 text-white`}>{listingTypeLabel(property.type, locale)}</li>
          <li className={`${badge} bg-slate-200 text-slate-800`}>{choice("propertyType", property.propertyType)}</li>
          {property.bhk > 0 && <li className={`${badge} bg-slate-200 text-slate-800`}>{property.bhk} BHK</li>}
          {property.bachelorsAllowed && (
            <li className={`${badge} bg-emerald-100 text-emerald-900`}>{words.bachelors}</li>
          )}
          {property.badge && <li className={`${badge} bg-amber-100 text-amber-900`}>{property.badge}</li>}
          {property.featured && <li className={`${badge} bg-rose-100 text-rose-900`}>{words.featured}</li>}
          {property.phoneVerified && (
            <li className={`${badge} inline-flex items-center gap-1 bg-emerald-100 text-emerald-900`}>
              <BadgeCheck aria-hidden className="h-3.5 w-3.5" /> {words.phoneVerified}
            </li>
          )}
        </ul>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{property.title}</h1>
        <p className="mt-2 flex items-start gap-1.5 text-slate-700">
          <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
          {formatLocation(property.location)}
          {property.location?.zipCode ? ` ${property.location.zipCode}` : ""}
        </p>
        <p data-testid="listing-summary" className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
          {property.type !== "land" && property.furnishing && <span>{choice("furnishing", property.furnishing)}</span>}
          {property.type !== "land" && <span>{formatAvailability(property.availableFrom, undefined, locale)}</span>}
          <span className="font-semibold">{property.postedBy === "owner" ? words.byOwner : words.byAgent}</span>
          {/* A line of its own: the browser swaps the date for shorter words, which must not move the rest. */}
          <FreshnessLabel
            className="basis-full"
            createdAt={property.createdAt}
            confirmedAt={property.confirmedAt}
            locale={locale}
          />
        </p>
      </div>
      <div className="text-left sm:text-right">
        <p className="text-brand-700 text-3xl font-bold">{formatListingPrice(property.type, property.price, locale)}</p>
        {property.type === "rent" && property.securityDeposit ? (
          <p className="text-sm text-slate-700">
            {fillWords(words.deposit, { amount: formatRupees(property.securityDeposit) })}
          </p>
        ) : null}
        {property.maintenanceMonthly ? (
          <p className="text-sm text-slate-700">
            {fillWords(words.maintenance, { amount: formatRupees(property.maintenanceMonthly) })}
          </p>
        ) : null}
        <a
          href="#contact-agent"
          className="bg-brand-600 hover:bg-brand-700 mt-3 inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white"
        >
          <CalendarCheck aria-hidden className="h-4 w-4" /> {words.visit}
        </a>
      </div>
    </header>
  );
}
