"use client";

import { MenuUnreadBadge, MessagesMenuLink } from "@/components/messages/messages-link";
import { Menu, MessageCircle, Phone, UserRound, X } from "@/components/ui/icons";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { displayName } from "@/components/layout/account-names";
import { AccountSkeleton, SignInLinks } from "@/components/layout/header-account";
import { isCurrent, PRICING_LINKS, PRIMARY_LINKS, SECONDARY_LINKS, type NavLink } from "@/components/layout/nav-links";
import { LogoutButton } from "@/components/layout/logout-button";
import { useDismiss } from "@/components/layout/use-dismiss";
import { UserAvatar } from "@/components/layout/user-avatar";
import { useSession } from "@/components/providers/session-provider";

const PANEL_ID = "mobile-menu";

/** How to reach the team from a phone (the floating contact button is hidden below 640 px). */
export type PhoneContact = { phoneHref: string; whatsapp: string };

/**
 * The header on small screens: one button that opens every link, Call and WhatsApp, and the account section
 * of the desktop header.
 */
export function MobileMenu({ contact }: { contact: PhoneContact }) {
  const pathname = usePathname();
  const { user, loading } = useSession();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ref = useDismiss<HTMLDivElement>(open, (reason) => {
    close();
    if (reason === "escape") buttonRef.current?.focus();
  });

  const item = (link: NavLink, indent = false) => {
    const current = isCurrent(pathname, link.href);
    return (
      <li key={link.href}>
        <Link
          href={link.href}
          onClick={close}
          aria-current={current ? "page" : undefined}
          className={`mobile-link ${indent ? "pl-8" : ""} ${current ? "mobile-link-current" : ""}`}
        >
          {link.label}
        </Link>
      </li>
    );
  };

  return (
    <div ref={ref} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-label="Menu"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative grid h-10 w-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        {open ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
        <MenuUnreadBadge />
      </button>
      {/* Drawn only while open: every cached page would otherwise carry the whole menu in its HTML. */}
      {open && (
        <div
          id={PANEL_ID}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
        >
          <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3">
            <ul className="space-y-0.5">
              {PRIMARY_LINKS.map((link) => item(link))}
              <li>
                <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Pricing</p>
                <ul>{PRICING_LINKS.map((link) => item(link, true))}</ul>
              </li>
              {SECONDARY_LINKS.map((link) => item(link))}
            </ul>
          </nav>
          <ul
            aria-label="Talk to us"
            className="mx-auto grid max-w-7xl grid-cols-2 gap-2 border-t border-slate-100 px-4 py-3"
          >
            <li>
              <a href={contact.phoneHref} onClick={close} className="btn-secondary w-full justify-center gap-2">
                <Phone aria-hidden className="h-4 w-4 shrink-0" /> Call us
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
                <MessageCircle aria-hidden className="h-4 w-4 shrink-0" /> WhatsApp
              </a>
            </li>
          </ul>
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
                <div className="flex items-center gap-3 px-3">
                  <UserAvatar user={user} size="lg" />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
                    <p className="truncate text-sm text-slate-600">{user.email}</p>
                  </div>
                </div>
                <ul className="mt-3 space-y-0.5">
                  <li>
                    <MessagesMenuLink onChosen={close} />
                  </li>
                  <li>
                    <Link href="/profile" onClick={close} className="mobile-link flex items-center gap-2">
                      <UserRound aria-hidden className="h-4 w-4" /> My Profile
                    </Link>
                  </li>
                  <li>
                    <LogoutButton
                      onChosen={close}
                      className="mobile-link flex w-full items-center gap-2 text-rose-700"
                    />
                  </li>
                </ul>
              </div>
            ) : (
              <SignInLinks stacked />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
