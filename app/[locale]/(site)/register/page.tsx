import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { AuthShell } from "@/components/account/auth-shell";
import { RegisterWizard } from "@/components/account/register-wizard";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { googleConfigured } from "@/lib/auth";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { errorWords, namespaceWords } from "@/lib/i18n/page-words";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.pages" });
  return {
    ...pageMetadata({
      title: t("registerMetaTitle"),
      description: t("registerMetaDescription"),
      path: "/register",
      locale,
    }),
    robots: { index: false },
  };
}

export default async function RegisterPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  // Google can be configured after the build: read the setting when the page is requested.
  await connection();
  const [t, words, errors] = await Promise.all([
    getTranslations({ locale, namespace: "Auth.pages" }),
    namespaceWords(locale, "Auth"),
    errorWords(locale, ["auth"]),
  ]);
  return (
    <AuthShell title={t("registerTitle")} subtitle={t("registerSubtitle")}>
      <ErrorWordsProvider words={errors}>
        <RegisterWizard googleEnabled={googleConfigured()} words={words.form} />
      </ErrorWordsProvider>
    </AuthShell>
  );
}
