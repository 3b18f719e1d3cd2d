import { FaqList } from "@/components/ui/faq-list";
import { getTranslations } from "next-intl/server";
import { SectionHeading } from "@/components/ui/section-heading";

// Five questions on the home page, one open at a time; their words are in HomeSections (faq.items).
const QUESTIONS = ["visit", "checked", "plan", "list", "areas"] as const;

export async function HomeFaq() {
  const t = await getTranslations("HomeSections");
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 pt-24 sm:px-6">
      <SectionHeading
        size="large"
        id="faq-heading"
        eyebrow={t("faq.eyebrow")}
        title={t("faq.title")}
        description={t("faq.description")}
      />
      <div className="mt-10">
        <FaqList
          name="home-faq"
          items={QUESTIONS.map((key) => ({
            question: t(`faq.items.${key}.question`),
            answer: t(`faq.items.${key}.answer`),
          }))}
          openFirst
        />
      </div>
    </section>
  );
}
