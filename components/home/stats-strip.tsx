import { Building2, Home, KeyRound, MapPinned } from "@/components/ui/icons";
import { statFigures } from "@/components/home/stat-figures";
import { getCachedPropertyStats, type PropertyStats } from "@/lib/listings";
import { errorSummary, log } from "@/lib/log";
import { getTranslations } from "next-intl/server";
import { SITE_NAME } from "@/lib/site";

const count = new Intl.NumberFormat("en-IN");

const ICONS = { total: Building2, rent: KeyRound, sale: Home, localities: MapPinned };

/**
 * Reads the figures (the About page's counters too); a database that cannot be reached leaves them out
 * rather than the page.
 */
export async function readStats(): Promise<PropertyStats | null> {
  try {
    return await getCachedPropertyStats();
  } catch (error) {
    log.error({ cause: errorSummary(error) }, "Home page figures unavailable");
    return null;
  }
}

/** The home page's figures, counted from the listings themselves so they always agree with the search. */
export async function StatsStrip() {
  const [stats, t] = await Promise.all([readStats(), getTranslations("Home.stats")]);
  if (!stats) return null;
  const labels = { total: t("total"), rent: t("rent"), sale: t("sale"), localities: t("localities") };
  const items = statFigures(stats, labels).map((figure) => ({ ...figure, Icon: ICONS[figure.key] }));
  return (
    <section
      aria-label={t("label", { site: SITE_NAME })}
      className="relative z-10 mx-auto -mt-12 max-w-6xl px-4 sm:px-6"
    >
      <ul
        data-testid="home-stats"
        className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-xl lg:grid-cols-4"
      >
        {items.map(({ value, label, Icon }) => (
          <li key={label} className="stat">
            <span className="icon-badge bg-brand-50 text-brand-600 max-sm:hidden">
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <p className="flex flex-col">
              <span className="stat-value">{count.format(value)}</span>
              <span className="text-sm text-slate-600">{label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
