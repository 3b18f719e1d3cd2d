"use client";

import { MessagesMenuLink, type MessagesLinkWords } from "@/components/messages/messages-link";
import { MessageCircle, Phone, UserRound } from "@/components/ui/icons";
import Link from "next/link";
import { AccountSkeleton, SignInLinks } from "@/components/layout/header-account";
import { isCurrent, PRICING_LINKS, PRIMARY_LINKS, SECONDARY_LINKS, type NavLink } from "@/components/layout/nav-links";
import { LogoutButton } from "@/components/layout/logout-button";
import { AccountSummary } from "@/components/layout/user-avatar";
import { useSession } from "@/components/providers/session-provider";
import type { PhoneContact } from "@/components/layout/phone-contact";
import { useShell } from "@/components/i18n/shell-words";
import { LanguageLinks } from "@/components/i18n/language-switcher";
import { localePath } from "@/lib/i18n/locales";

/**
 * The phone menu's open panel: every link, Call and WhatsApp, and the account section. Its code loads when
 * the menu is first opened (mobile-menu.tsx), not with every page.
 */
export function MobileMenuPanel({
  id,
  pathname,
  contact,
  messageWords,
  close,
}: {
  id: string;
  pathname: string;
  contact: PhoneContact;
  /** The inbox link's words (the site header reads them). */
  messageWords: MessagesLinkWords;
  close: () => void;
}) {
  const { user, loading } = useSession();
  const { locale, words } = useShell();

  const item = (link: NavLink, indent = false) => {
    const current = isCurrent(pathname, link.href);
    return (
      <li key={link.href}>
        <Link
          href={localePath(locale, link.href)}
          onClick={close}
          aria-current={current ? "page" : undefined}
          className={`mobile-link ${indent ? "pl-8" : ""} ${current ? "mobile-link-current" : ""}`}
        >
          {words[link.label]}
        </Link>
      </li>
    );
  };

  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
    >
      <nav aria-label={words.mobileNav} className="mx-auto max-w-7xl px-4 py-3">
        <ul className="space-y-0.5">
          {PRIMARY_LINKS.map((link) => item(link))}
          <li>
            <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {words.pricing}
            </p>
            <ul>{PRICING_LINKS.map((link) => item(link, true))}</ul>
          </li>
          {SECONDARY_LINKS.map((link) => item(link))}
        </ul>
      </nav>
      <ul
        aria-label={words.talkToUs}
        className="mx-auto grid max-w-7xl grid-cols-2 gap-2 border-t border-slate-100 px-4 py-3"
      >
        <li>
          <a href={contact.phoneHref} onClick={close} className="btn-secondary w-full justify-center gap-2">
            <Phone aria-hidden className="h-4 w-4 shrink-0" /> {words.callUs}
          </a>
        </li>
        <li>
          <a
            href={contact.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            className="btn-secondary w-full justify-center gap-2"
          >
            <MessageCircle aria-hidden className="h-4 w-4 shrink-0" /> {words.whatsApp}
          </a>
        </li>
      </ul>
      <LanguageLinks className="mx-auto max-w-7xl border-t border-slate-100 px-4 py-3" onChosen={close} />
      <div className="mx-auto max-w-7xl border-t border-slate-100 px-4 py-4">
        {loading ? (
          <>
            <AccountSkeleton className="if-session-hint" />
            <div className="unless-session-hint">
              <SignInLinks stacked />
            </div>
          </>
        ) : user ? (
          <div>
            <AccountSummary user={user} className="px-3" />
            <ul className="mt-3 space-y-0.5">
              <li>
                <MessagesMenuLink onChosen={close} words={messageWords} />
              </li>
              <li>
                <Link
                  href={localePath(locale, "/profile")}
                  onClick={close}
                  className="mobile-link flex items-center gap-2"
                >
                  <UserRound aria-hidden className="h-4 w-4" /> {words.myProfile}
                </Link>
              </li>
              <li>
                <LogoutButton onChosen={close} className="mobile-link flex w-full items-center gap-2 text-rose-700" />
              </li>
            </ul>
          </div>
        ) : (
          <SignInLinks stacked />
        )}
      </div>
    </div>
  );
}
