import { Mail } from "@/components/ui/icons";
import Link from "next/link";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHero } from "@/components/ui/page-hero";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** The Legal catalogue's translator, as the sections' builders take it. */
export type LegalWords = Awaited<ReturnType<typeof getTranslations<"Legal">>>;

/** The day a document was last changed, in the page's language with Western digits. */
export function legalDate(isoDay: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-IN" : `${locale}-IN`, {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(Date.parse(`${isoDay}T12:00:00+05:30`));
}

/**
 * A terms-style page: numbered sections with a table of contents, and where to write with questions. In
 * Odia and Hindi it says first that the English text (at `path`, unprefixed) is the one that prevails.
 */
export async function LegalDocument({
  title,
  lede,
  updated,
  sections,
  supportEmail,
  path,
}: {
  title: string;
  lede: string;
  /** The day of the last change, as YYYY-MM-DD. */
  updated: string;
  sections: readonly LegalSection[];
  supportEmail: string;
  /** The document's English address. */
  path: string;
}) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Legal")]);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={title} lede={lede} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t("toc")} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-slate-900">{t("toc")}</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-brand-700 text-slate-600 hover:underline">
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="space-y-8 rounded-2xl border border-slate-200 bg-white p-6 sm:p-10">
          {locale !== "en" && (
            <p data-testid="legal-translation-note" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
              {t("translationNote")}{" "}
              <Link href={path} hrefLang="en" lang="en" className="font-semibold underline">
                {t("englishVersion")}
              </Link>
            </p>
          )}
          <p className="text-sm text-slate-500">{t("updated", { date: legalDate(updated, locale) })}</p>
          {sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
                {i + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
            </section>
          ))}
          <aside className="bg-brand-50 flex flex-wrap items-center gap-3 rounded-xl p-5 text-slate-800">
            <Mail aria-hidden className="text-brand-700 h-5 w-5" />
            <p>
              {t.rich("questions", {
                email: supportEmail,
                mail: (chunks) => (
                  <a href={`mailto:${supportEmail}`} className="text-brand-700 font-semibold underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </aside>
        </article>
      </div>
    </>
  );
}
