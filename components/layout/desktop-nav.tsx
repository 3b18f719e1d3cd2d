"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrent, PRIMARY_LINKS, SECONDARY_LINKS, type NavLink } from "@/components/layout/nav-links";
import { PricingMenu } from "@/components/layout/pricing-menu";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";

function Item({ link, pathname }: { link: NavLink; pathname: string }) {
  const { locale, words } = useShell();
  const current = isCurrent(pathname, link.href);
  return (
    <li>
      <Link
        href={localePath(locale, link.href)}
        aria-current={current ? "page" : undefined}
        className={`nav-link ${current ? "nav-link-current" : ""}`}
      >
        {words[link.label]}
      </Link>
    </li>
  );
}

/**
 * The header links on wide screens; the current page is marked for sight and for screen readers. Left-aligned
 * and of one fixed height: a slow phone or computer paints the header while its HTML is still being parsed, and
 * a centred list moved each link sideways as the next one (or the account corner after it) arrived, and grew
 * taller with the Pricing button (a layout shift of 0.006 on a listing page, CPU slowed fourfold).
 */
export function DesktopNav() {
  const pathname = usePathname();
  const { words } = useShell();
  return (
    <nav aria-label={words.mainNav} className="hidden flex-1 lg:flex">
      <ul className="flex h-9 items-center gap-1">
        {PRIMARY_LINKS.map((link) => (
          <Item key={link.href} link={link} pathname={pathname} />
        ))}
        <li>
          <PricingMenu current={isCurrent(pathname, "/pricing")} />
        </li>
        {SECONDARY_LINKS.map((link) => (
          <Item key={link.href} link={link} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}
