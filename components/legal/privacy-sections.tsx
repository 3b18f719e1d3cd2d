import type { LegalSection, LegalWords } from "@/components/legal/legal-document";

const COLLECTED = ["account", "messages", "listings", "cookie"] as const;

/**
 * The three sections of the privacy policy, in the page's language: what is collected, how it is used
 * (never sold), how it is protected.
 */
export function privacySections(t: LegalWords): readonly LegalSection[] {
  return [
    {
      id: "information-collected",
      title: t("privacy.collected.title"),
      body: (
        <>
          <p>{t("privacy.collected.intro")}</p>
          <ul className="list-disc space-y-1 pl-6">
            {COLLECTED.map((key) => (
              <li key={key}>{t(`privacy.collected.items.${key}`)}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: "use",
      title: t("privacy.use.title"),
      body: (
        <>
          <p>{t("privacy.use.text")}</p>
          <p className="font-semibold text-slate-900">{t("privacy.use.never")}</p>
        </>
      ),
    },
    {
      id: "protection",
      title: t("privacy.protection.title"),
      body: <p>{t("privacy.protection.text")}</p>,
    },
  ];
}
