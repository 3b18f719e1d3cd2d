import { Check } from "@/components/ui/icons";
import { Photo } from "@/components/ui/photo";
import { aboutCounters, aboutRecord, TEAM, VALUE_TABS, WHY_CHOOSE } from "@/components/about/about-content";
import { AnimatedCounters } from "@/components/about/animated-counters";
import { readStats } from "@/components/home/stats-strip";
import { Tabs } from "@/components/about/tabs";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { LinkButton } from "@/components/ui/link-button";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { getCachedSiteFigures, keepPageBriefly, type SiteFigures } from "@/lib/listings";
import { errorSummary, log } from "@/lib/log";
import { pageMetadata } from "@/lib/seo";
import { SITE_NAME } from "@/lib/site";
import { BROWSE_PATH } from "@/lib/listings/links/browse";
import { getMessages, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "About" });
  return pageMetadata({
    title: t("title"),
    description: t("description", { site: SITE_NAME }),
    path: "/about",
    locale,
  });
}

const count = new Intl.NumberFormat("en-IN");

// Like the home page: kept in the full-page cache and refreshed with the listings ("properties" tag), so the
// counters below read the same figures as the home page's stats strip.
export const revalidate = 3600;

/** The About figures, or null when the database is unreachable (then they are left out). */
async function readFigures(): Promise<SiteFigures | null> {
  try {
    return await getCachedSiteFigures();
  } catch (error) {
    log.error({ cause: errorSummary(error) }, "About figures unavailable");
    return null;
  }
}

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [stats, figures, t, home, messages] = await Promise.all([
    readStats(),
    readFigures(),
    getTranslations("About"),
    getTranslations("Home.stats"),
    getMessages(),
  ]);
  // Without the database the counters are left out, and the page is kept for seconds only.
  if (!stats || !figures) await keepPageBriefly();
  const recordLabels = {
    listings: t("record.listings"),
    localities: t("record.localities"),
    visits: t("record.visits"),
    owners: t("record.owners"),
  };
  const counterLabels = {
    total: home("total"),
    rent: home("rent"),
    sale: home("sale"),
    localities: home("localities"),
  };
  const record = figures ? aboutRecord(figures, recordLabels) : [];
  const browse = localePath(locale, BROWSE_PATH);
  const contact = localePath(locale, "/contact");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow", { site: SITE_NAME })} title={t("hero.title")} lede={t("hero.lede")}>
        <LinkButton href={browse} variant="light">
          {t("hero.browse")}
        </LinkButton>
        <LinkButton href={contact} variant="outlineLight">
          {t("hero.talk")}
        </LinkButton>
      </PageHero>

      {record.length > 0 && (
        <section aria-label={t("record.label")} className="relative z-10 mx-auto -mt-8 max-w-5xl px-4">
          <dl
            data-testid="about-record"
            className={`grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-lg ring-1 ring-slate-200 ${record.length === 4 ? "sm:grid-cols-4" : record.length === 3 ? "sm:grid-cols-3" : ""}`}
          >
            {record.map((stat) => (
              <div key={stat.key} data-figure={stat.key} className="flex flex-col-reverse bg-white p-5 text-center">
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-brand-700 text-3xl font-extrabold">{count.format(stat.value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading
          id="why-heading"
          eyebrow={t("why.eyebrow")}
          title={t("why.title")}
          description={t("why.description")}
        />
        <IconCardGrid
          items={WHY_CHOOSE.map(({ key, icon }) => ({
            title: t(`why.items.${key}.title`),
            text: t(`why.items.${key}.text`),
            icon,
          }))}
          tone="soft"
        />
      </section>

      <section aria-labelledby="story-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
          <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-slate-100 shadow-md">
            <Photo
              src="/images/listings/villa-2.jpg"
              alt={t("story.photoAlt")}
              sizes="(max-width: 1024px) 100vw, 50vw"
              className="object-cover"
            />
          </div>
          <div>
            <SectionHeading id="story-heading" eyebrow={t("story.eyebrow")} title={t("story.title")} align="left" />
            <div className="mt-4 space-y-4 text-slate-700">
              <p>{t("story.first", { site: SITE_NAME })}</p>
              <p>{t("story.second")}</p>
              <p>{t("story.third")}</p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="purpose-heading" className="mx-auto max-w-4xl px-4 py-16">
        <SectionHeading id="purpose-heading" eyebrow={t("purpose.eyebrow")} title={t("purpose.title")} />
        <div className="mt-8">
          <Tabs
            label={t("purpose.title")}
            tabs={VALUE_TABS.map(({ id, icon: Icon }) => ({
              id,
              label: t(`purpose.tabs.${id}.label`),
              panel: (
                <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                  <div className="flex items-start gap-4">
                    <span className="bg-brand-600 grid h-12 w-12 shrink-0 place-items-center rounded-xl text-white">
                      <Icon aria-hidden className="h-6 w-6" />
                    </span>
                    <div>
                      <h3 className="text-xl font-semibold text-slate-900">{t(`purpose.tabs.${id}.title`)}</h3>
                      <p className="mt-2 text-slate-600">{t(`purpose.tabs.${id}.text`)}</p>
                    </div>
                  </div>
                  <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                    {/* Each tab names its own points, in the catalogue's order. */}
                    {Object.values(messages.About.purpose.tabs[id].points).map((point) => (
                      <li key={point} className="flex gap-2 text-slate-700">
                        <Check aria-hidden className="text-brand-600 mt-0.5 h-5 w-5 shrink-0" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              ),
            }))}
          />
        </div>
      </section>

      {stats && (
        <section aria-labelledby="achievements-heading" className="from-brand-900 to-brand-700 bg-gradient-to-br">
          <div className="mx-auto max-w-7xl px-4 py-16">
            <div className="mx-auto max-w-2xl text-center">
              <p className="text-brand-100 text-sm font-semibold tracking-wide uppercase">{t("numbers.eyebrow")}</p>
              <h2 id="achievements-heading" className="mt-1 text-2xl font-bold text-white sm:text-3xl">
                {t("numbers.title", { site: SITE_NAME })}
              </h2>
            </div>
            <div className="mt-10">
              <AnimatedCounters counters={aboutCounters(stats, counterLabels)} />
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading
          id="team-heading"
          eyebrow={t("team.eyebrow")}
          title={t("team.title")}
          description={t("team.description")}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.name} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span
                aria-hidden
                className={`mx-auto grid h-20 w-20 place-items-center rounded-full text-2xl font-bold ${member.tone}`}
              >
                {member.initials}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm text-slate-600">{t(`team.roles.${member.role}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta-heading" className="mx-auto max-w-7xl px-4 pb-8">
        <div className="bg-brand-50 rounded-3xl px-6 py-12 text-center sm:px-12">
          <h2 id="about-cta-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("cta.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">{t("cta.text")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <LinkButton href={browse}>{t("cta.browse")}</LinkButton>
            <LinkButton href={contact} variant="secondary">
              {t("cta.contact")}
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
