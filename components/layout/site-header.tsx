import { IntentLink } from "@/components/ui/intent-link";
import { DesktopNav } from "@/components/layout/desktop-nav";
import { HeaderAccount } from "@/components/layout/header-account";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { HeaderMessagesLink } from "@/components/layout/header-messages";
import { LanguageMenu } from "@/components/i18n/language-switcher";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";
import { siteContact } from "@/lib/site";

/**
 * The sticky header: the links, the Pricing dropdown, "Post property" (on phones and wide screens, as
 * portals put it: half the marketplace are owners; between 1024 and 1280 px the full link bar and the
 * account corner leave it no room) and the account corner (or one menu button).
 */
export async function SiteHeader() {
  const { phoneHref, whatsapp } = siteContact();
  const [locale, t, messages] = await Promise.all([getLocale(), getTranslations("Shell"), getMessages()]);
  // The inbox link's words: the header's client parts get them as props, not the whole catalogue.
  const messageWords = messages.Messages.header;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo href={localePath(locale, "/")} />
        <DesktopNav />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {/* Fetched ahead on intent only, like Sign In: the listing form is the heaviest page (SignInLinks says why). */}
          <IntentLink
            href={localePath(locale, "/submit-property")}
            className="btn-secondary shrink-0 px-2.5 py-1.5 text-[0.8125rem] whitespace-nowrap sm:px-4 sm:py-2 sm:text-sm lg:hidden xl:inline-flex"
          >
            {t("postProperty")}
          </IntentLink>
          <LanguageMenu />
          <HeaderMessagesLink words={messageWords} />
          <HeaderAccount />
          <MobileMenu contact={{ phoneHref, whatsapp }} messageWords={messageWords} />
        </div>
      </div>
    </header>
  );
}
