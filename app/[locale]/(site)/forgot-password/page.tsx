import { getTranslations } from "next-intl/server";
import { AuthShell } from "@/components/account/auth-shell";
import { ForgotPasswordWizard } from "@/components/account/forgot-password-wizard";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { errorWords, namespaceWords } from "@/lib/i18n/page-words";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.pages" });
  return {
    ...pageMetadata({
      title: t("forgotMetaTitle"),
      description: t("forgotMetaDescription"),
      path: "/forgot-password",
      locale,
    }),
    robots: { index: false },
  };
}

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, words, errors] = await Promise.all([
    getTranslations({ locale, namespace: "Auth.pages" }),
    namespaceWords(locale, "Auth"),
    errorWords(locale, ["auth"]),
  ]);
  return (
    <AuthShell title={t("forgotTitle")} subtitle={t("forgotSubtitle")}>
      <ErrorWordsProvider words={errors}>
        <ForgotPasswordWizard words={words.form} />
      </ErrorWordsProvider>
    </AuthShell>
  );
}
