import { getTranslations } from "next-intl/server";
import { AuthShell } from "@/components/account/auth-shell";
import { LoginForm } from "@/components/account/login-form";
import { MembersSearchBenefits } from "@/components/account/members-search-benefits";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { authErrorMessage, googleConfigured, safeCallbackPath } from "@/lib/auth";
import { translateError } from "@/lib/i18n/error-words";
import { localePath, splitLocale } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { errorWords, namespaceWords } from "@/lib/i18n/page-words";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth.pages" });
  return {
    ...pageMetadata({ title: t("loginMetaTitle"), description: t("loginMetaDescription"), path: "/login", locale }),
    robots: { index: false },
  };
}

type Props = LocaleParams & {
  searchParams: Promise<{ callbackUrl?: string | string[]; error?: string | string[] }>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Rendered per request (it reads the query), never reading the session: that loads in the browser. */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  // After signing in the visitor stays in the page's language: the page they came from, in it.
  const [, pathname, rest] = /^([^?#]*)(.*)$/s.exec(safeCallbackPath(first(query.callbackUrl)))!;
  const callbackPath = splitLocale(pathname).path + rest;
  const callbackUrl = localePath(locale, callbackPath);
  // The members' search itself, not a listing's page under it.
  const fromMembersSearch = /^\/properties(?:[?#]|$)/.test(callbackPath);
  const [t, words, errors] = await Promise.all([
    getTranslations({ locale, namespace: "Auth.pages" }),
    namespaceWords(locale, "Auth"),
    errorWords(locale, ["auth", "phone"]),
  ]);
  const notice = authErrorMessage(first(query.error));
  return (
    <AuthShell title={t("loginTitle")} subtitle={t("loginSubtitle")}>
      {fromMembersSearch && <MembersSearchBenefits words={words.members} locale={locale} />}
      <ErrorWordsProvider words={errors}>
        <LoginForm
          googleEnabled={googleConfigured()}
          callbackUrl={callbackUrl}
          errorMessage={notice && translateError(errors, notice)}
          words={words.form}
          phoneWords={words.phone}
        />
      </ErrorWordsProvider>
    </AuthShell>
  );
}
