import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SWRConfig } from "swr";
import { ProfileView } from "@/components/account/profile-view";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { SessionSeed } from "@/components/providers/session-provider";
import { pageCaller } from "@/lib/auth/page-caller";
import { localePath } from "@/lib/i18n/locales";
import { listingFormWords } from "@/lib/i18n/listing-form-words";
import { savedSearchListWords } from "@/lib/i18n/page-words";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";
import { profileAnswers } from "@/app/[locale]/(site)/profile/profile-answers";
import { profileErrorWords, profileWords } from "@/app/[locale]/(site)/profile/profile-words";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Profile.meta" });
  return {
    ...pageMetadata({ title: t("title"), description: t("description"), path: "/profile", locale }),
    robots: { index: false },
  };
}

/**
 * Rendered per request with the signed-in user's details and lists already in its HTML (profile-answers.ts),
 * never kept in the full-page cache: a signed-in page is answered `private, no-store` (proxy.ts), so no
 * shared cache keeps it either, and its scripts carry the request's nonce. proxy.ts sends visitors without a
 * session cookie to /login; a cookie whose session has ended is sent there from here.
 */
export default async function ProfilePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const caller = await pageCaller();
  if (!caller.signedIn)
    redirect(`${localePath(locale, "/login")}?callbackUrl=${encodeURIComponent(localePath(locale, "/profile"))}`);
  const [{ user, fallback }, t, words, errors, listingWords, savedSearchWords] = await Promise.all([
    profileAnswers(caller),
    getTranslations({ locale, namespace: "Profile" }),
    profileWords(locale),
    profileErrorWords(locale),
    listingFormWords(locale),
    savedSearchListWords(locale),
  ]);
  return (
    // At least a screen tall, so the footer never starts in view and is then pushed down by a list that
    // reads in the browser (one whose server read failed).
    <div className="mx-auto min-h-dvh max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("heading")}</h1>
      <SWRConfig value={{ fallback }}>
        <SessionSeed user={user}>
          <ErrorWordsProvider words={errors}>
            <ProfileView
              words={words.words}
              languageWords={words.language}
              phoneWords={words.phone}
              notificationWords={words.notifications}
              listingFormWords={listingWords}
              savedSearchWords={savedSearchWords}
            />
          </ErrorWordsProvider>
        </SessionSeed>
      </SWRConfig>
    </div>
  );
}
