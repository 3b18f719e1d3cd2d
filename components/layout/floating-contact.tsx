"use client";

import { usePathname } from "next/navigation";
import {
  FacebookIcon,
  InstagramIcon,
  Mail,
  MessageCircle,
  MessageSquareText,
  Phone,
  X,
  XIcon,
} from "@/components/ui/icons";
import { useRef, useState } from "react";
import { useDismiss } from "@/components/layout/use-dismiss";
import { useShell } from "@/components/i18n/shell-words";
import { splitLocale } from "@/lib/i18n/locales";

export type ContactChannels = {
  chatUrl: string;
  email: string;
  phoneHref: string;
  facebook: string;
  instagram: string;
  twitter: string;
};

const PANEL_ID = "floating-contact-links";

/** A listing's own page (in any language): below desktop width it has a bottom bar with Call and Contact instead of this button. */
const LISTING_PAGE = /^\/properties\/[^/]+$/;

/**
 * The corner button that fans out into chat, e-mail, phone and the three social profiles. A
 * phone's screen has no free corner: whatever the button sat over (a card's heart, a carousel's arrows)
 * could not be tapped, so phones reach the same channels through the footer instead. On tablets the spacer
 * under the footer lets the end of the page scroll clear of the button.
 */
export function FloatingContact({ channels }: { channels: ContactChannels }) {
  const [open, setOpen] = useState(false);
  const { words } = useShell();
  const onListing = LISTING_PAGE.test(splitLocale(usePathname() ?? "/").path);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ref = useDismiss<HTMLDivElement>(open, (reason) => {
    setOpen(false);
    if (reason === "escape") buttonRef.current?.focus();
  });

  const links = [
    { href: channels.chatUrl, label: words.chatWithUs, Icon: MessageCircle, tone: "bg-emerald-600", external: true },
    { href: `mailto:${channels.email}`, label: words.emailUs, Icon: Mail, tone: "bg-sky-700", external: false },
    { href: channels.phoneHref, label: words.callUs, Icon: Phone, tone: "bg-brand-600", external: false },
    { href: channels.facebook, label: "Facebook", Icon: FacebookIcon, tone: "bg-blue-700", external: true },
    { href: channels.instagram, label: "Instagram", Icon: InstagramIcon, tone: "bg-pink-700", external: true },
    { href: channels.twitter, label: "X (Twitter)", Icon: XIcon, tone: "bg-slate-900", external: true },
  ];

  return (
    <>
      <div aria-hidden data-testid="floating-contact-spacer" className="h-20 lg:hidden" />
      <div
        ref={ref}
        className={`fixed right-6 bottom-6 z-30 flex-col items-end gap-3 ${
          onListing ? "hidden lg:flex" : "hidden sm:flex"
        }`}
      >
        {/* Drawn only while open: the closed corner button costs every cached page no markup for six links. */}
        {open && (
          <ul id={PANEL_ID} aria-label={words.contactOptions} className="flex flex-col items-end gap-2">
            {links.map(({ href, label, Icon, tone, external }) => (
              <li key={label}>
                <a
                  href={href}
                  onClick={() => setOpen(false)}
                  {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="group flex items-center gap-2"
                >
                  <span className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 shadow-md">
                    {label}
                  </span>
                  <span className={`${tone} grid h-11 w-11 place-items-center rounded-full text-white shadow-md`}>
                    <Icon className="h-5 w-5" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? PANEL_ID : undefined}
          aria-label={words.contactUs}
          onClick={() => setOpen((value) => !value)}
          className="bg-brand-600 hover:bg-brand-700 grid h-14 w-14 place-items-center rounded-full text-white shadow-lg"
        >
          {open ? <X aria-hidden className="h-6 w-6" /> : <MessageSquareText aria-hidden className="h-6 w-6" />}
        </button>
      </div>
    </>
  );
}
