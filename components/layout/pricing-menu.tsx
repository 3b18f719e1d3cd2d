"use client";

import { ChevronDown } from "@/components/ui/icons";
import Link from "next/link";
import { moveFocusWithArrows } from "@/components/layout/menu-keys";
import { PRICING_LINKS } from "@/components/layout/nav-links";
import { useDropdownMenu } from "@/components/layout/use-dropdown-menu";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";

/** The header's Pricing dropdown: a disclosure button and a short list of links. */
export function PricingMenu({ current }: { current: boolean }) {
  const { open, setOpen, panelId, buttonRef, panelRef, ref, onButtonKeyDown } = useDropdownMenu<HTMLUListElement>();
  const { locale, words } = useShell();

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={`nav-link inline-flex items-center gap-1 ${current ? "nav-link-current" : ""}`}
      >
        {words.pricing}
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={moveFocusWithArrows}
        className="absolute top-full left-1/2 mt-2 w-52 -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {PRICING_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={localePath(locale, link.href)} onClick={() => setOpen(false)} className="menu-item">
              {words[link.label]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
