import type { LegalSection, LegalWords } from "@/components/legal/legal-document";
import { SITE_NAME } from "@/lib/brand";

const OBLIGATIONS = ["truth", "own", "password", "visits", "abuse"] as const;

/** The seven sections of the terms of use, in the page's language. */
export function termsSections(t: LegalWords): readonly LegalSection[] {
  const site = SITE_NAME;
  return [
    {
      id: "platform-purpose",
      title: t("terms.purpose.title"),
      body: <p>{t("terms.purpose.text", { site })}</p>,
    },
    {
      id: "eligibility",
      title: t("terms.eligibility.title"),
      body: <p>{t("terms.eligibility.text")}</p>,
    },
    {
      id: "obligations",
      title: t("terms.obligations.title"),
      body: (
        <>
          <p>{t("terms.obligations.intro", { site })}</p>
          <ul className="list-disc space-y-1 pl-6">
            {OBLIGATIONS.map((key) => (
              <li key={key}>{t(`terms.obligations.items.${key}`)}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: "payments",
      title: t("terms.payments.title"),
      body: (
        <>
          <p>{t("terms.payments.first", { site })}</p>
          <p>{t("terms.payments.second")}</p>
        </>
      ),
    },
    {
      id: "liability",
      title: t("terms.liability.title"),
      body: <p>{t("terms.liability.text", { site })}</p>,
    },
    {
      id: "suspension",
      title: t("terms.suspension.title"),
      body: <p>{t("terms.suspension.text")}</p>,
    },
    {
      id: "updates",
      title: t("terms.updates.title"),
      body: <p>{t("terms.updates.text")}</p>,
    },
  ];
}
