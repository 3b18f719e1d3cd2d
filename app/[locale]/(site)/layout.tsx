import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { ShellWordsProvider } from "@/components/i18n/shell-words";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { CardWordsProvider } from "@/components/properties/card-words";
import { CompareTray } from "@/components/properties/compare-tray";
import { FavouritesProvider } from "@/components/providers/favourites-provider";
import { SessionProvider } from "@/components/providers/session-provider";
import { ToastProvider } from "@/components/providers/toast-provider";
import { PageNotice } from "@/components/ui/page-notice";
import { isLocale, DEFAULT_LOCALE } from "@/lib/i18n/locales";

/** The shared layout of every public page: header, page, footer with the floating contact buttons, toasts. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations("Shell"), getMessages()]);
  return (
    <ShellWordsProvider locale={locale} words={messages.Shell}>
      <SessionProvider>
        <FavouritesProvider>
          {/* English is built into the cards: only another language's words travel with the page. */}
          <CardWordsProvider
            locale={locale}
            words={locale === DEFAULT_LOCALE ? undefined : messages.Cards}
            choices={locale === DEFAULT_LOCALE ? undefined : messages.Choices}
          >
            <a href="#main" className="skip-link">
              {t("skipToContent")}
            </a>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
              <PageNotice />
              {children}
            </main>
            <SiteFooter />
            <CompareTray />
            <ToastProvider />
          </CardWordsProvider>
        </FavouritesProvider>
      </SessionProvider>
    </ShellWordsProvider>
  );
}
