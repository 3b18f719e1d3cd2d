import { Mail } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { PageHero } from "@/components/ui/page-hero";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A terms-style page: numbered sections with a table of contents, and where to write with questions. */
export function LegalDocument({
  title,
  lede,
  updated,
  sections,
  supportEmail,
}: {
  title: string;
  lede: string;
  updated: string;
  sections: readonly LegalSection[];
  supportEmail: string;
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} lede={lede} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-slate-900">On this page</p>
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
          <p className="text-sm text-slate-500">Last updated: {updated}</p>
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
              Questions? Write to our support team at{" "}
              <a href={`mailto:${supportEmail}`} className="text-brand-700 font-semibold underline">
                {supportEmail}
              </a>
              .
            </p>
          </aside>
        </article>
      </div>
    </>
  );
}
