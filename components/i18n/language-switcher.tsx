"use client";

import { usePathname } from "next/navigation";
import { ChevronDown } from "@/components/ui/icons";
import { moveFocusWithArrows } from "@/components/layout/menu-keys";
import { useDropdownMenu } from "@/components/layout/use-dropdown-menu";
import { useShell } from "@/components/i18n/shell-words";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { updateProfile } from "@/lib/contracts/accounts";
import {
  HTML_LANG,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_NAMES,
  LOCALES,
  localePath,
  splitLocale,
  type Locale,
} from "@/lib/i18n/locales";

/** Keeps the visitor's choice for their next visit (docs/i18n.md); nothing redirects by it on its own. */
function remember(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The same page in each language. The links are plain documents' links (a full load: the whole page, its
 * `<html lang>` and its fonts change), and on the way out they carry the page's query and fragment, which a
 * cached page's HTML cannot know.
 */
function useLanguageLinks() {
  const { locale } = useShell();
  const { user } = useSession();
  const { path } = splitLocale(usePathname());
  return LOCALES.map((target) => ({
    locale: target,
    current: target === locale,
    href: localePath(target, path),
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      remember(target);
      // A signed-in person's choice becomes their account's language too (mails, SMS, pushes); the request
      // outlives the page it leaves.
      if (user && user.language !== target)
        void callRoute(updateProfile, { params: { id: user._id }, json: { language: target }, keepalive: true });
      event.currentTarget.href = `${localePath(target, path)}${window.location.search}${window.location.hash}`;
    },
  }));
}

function LanguageLink({ link, className }: { link: ReturnType<typeof useLanguageLinks>[number]; className: string }) {
  return (
    <a
      href={link.href}
      hrefLang={HTML_LANG[link.locale]}
      lang={HTML_LANG[link.locale]}
      aria-current={link.current ? "true" : undefined}
      onClick={link.onClick}
      className={className}
      data-locale={link.locale}
      data-language-name
    >
      {LOCALE_NAMES[link.locale]}
    </a>
  );
}

/** The header's language menu on wide screens: the current language, opening onto all three. */
export function LanguageMenu() {
  const { words, locale } = useShell();
  const links = useLanguageLinks();
  const { open, setOpen, panelId, buttonRef, panelRef, ref, onButtonKeyDown } = useDropdownMenu<HTMLUListElement>();
  return (
    <div ref={ref} className="relative hidden lg:block" data-testid="language-menu">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${words.language}: ${LOCALE_NAMES[locale]}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className="nav-link inline-flex items-center gap-1 whitespace-nowrap"
      >
        <span lang={HTML_LANG[locale]} data-language-name>
          {LOCALE_NAMES[locale]}
        </span>
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={moveFocusWithArrows}
        className="absolute top-full right-0 mt-2 w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageLink link={link} className="menu-item" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The three languages as a row of links: in the phone menu and the footer. A named group, not a landmark:
 * the menu and the footer each have one, and two landmarks of the same name confuse a screen reader's list.
 */
export function LanguageLinks({
  className = "",
  inverted = false,
  onChosen,
}: {
  className?: string;
  inverted?: boolean;
  onChosen?: () => void;
}) {
  const { words } = useShell();
  const links = useLanguageLinks();
  const tone = inverted ? "text-slate-300 hover:text-white" : "text-slate-700 hover:text-brand-700";
  return (
    <div role="group" aria-label={words.language} className={className} onClick={onChosen}>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageLink
              link={link}
              className={`${tone} ${link.current ? "font-semibold underline underline-offset-4" : ""}`}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
