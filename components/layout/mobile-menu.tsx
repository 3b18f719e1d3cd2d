"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { useDismiss } from "@/components/layout/use-dismiss";
import { MenuButtonUnreadBadge } from "@/components/layout/header-messages";
import { Menu, X } from "@/components/ui/icons";
import type { PhoneContact } from "@/components/layout/phone-contact";
import type { MessagesLinkWords } from "@/components/messages/messages-link";
import { useShell } from "@/components/i18n/shell-words";

const PANEL_ID = "mobile-menu";

const loadPanel = () => import("@/components/layout/mobile-menu-panel");
/**
 * The open menu's code loads when it is first wanted (the button pressed, or about to be), not with every
 * page: most visitors of a page never open it. Meanwhile an empty panel shows where it opens.
 */
const MobileMenuPanel = dynamic(() => loadPanel().then((module) => module.MobileMenuPanel), {
  ssr: false,
  loading: () => (
    <div
      aria-busy
      className="absolute inset-x-0 top-full h-48 animate-pulse border-b border-slate-200 bg-white shadow-lg"
    />
  ),
});

/**
 * The header on small screens: one button that opens every link, Call and WhatsApp, and the account section
 * of the desktop header.
 */
export function MobileMenu({ contact, messageWords }: { contact: PhoneContact; messageWords: MessagesLinkWords }) {
  const pathname = usePathname();
  const { words } = useShell();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ref = useDismiss<HTMLDivElement>(open, (reason) => {
    close();
    if (reason === "escape") buttonRef.current?.focus();
  });

  return (
    <div ref={ref} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-label={words.menu}
        onClick={() => setOpenOn(open ? null : pathname)}
        // A finger or a pointer on the button comes a moment before the click: the panel's code starts then.
        onPointerDown={() => void loadPanel()}
        className="relative grid h-10 w-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        {open ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
        <MenuButtonUnreadBadge />
      </button>
      {/* Drawn only while open: every cached page would otherwise carry the whole menu in its HTML. */}
      {open && (
        <MobileMenuPanel
          id={PANEL_ID}
          pathname={pathname}
          contact={contact}
          messageWords={messageWords}
          close={close}
        />
      )}
    </div>
  );
}
