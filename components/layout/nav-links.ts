import type { ShellWords } from "@/components/i18n/shell-words";
import { splitLocale } from "@/lib/i18n/locales";
import { BROWSE_PATH, PLACE_KINDS } from "@/lib/listings/links/browse";

/**
 * The header's destinations, shared by the desktop bar and the mobile menu: each a path without a language
 * (drawn with the page's, `localePath`) and the key of its words in the catalogue's Shell namespace.
 */
export type NavLink = { href: string; label: keyof ShellWords };

export const PRIMARY_LINKS: NavLink[] = [
  { href: "/", label: "home" },
  { href: "/about", label: "about" },
  { href: BROWSE_PATH, label: "properties" },
];

export const PRICING_LINKS: NavLink[] = [
  { href: "/pricing/user", label: "userPricing" },
  { href: "/pricing/broker", label: "brokerPricing" },
];

export const SECONDARY_LINKS: NavLink[] = [
  { href: "/services", label: "services" },
  { href: "/contact", label: "contact" },
];

/**
 * True when `href` (a path without a language) is the page being shown, or (for section roots) one of its
 * sub-pages, in whichever language `address` is.
 */
export function isCurrent(address: string, href: string): boolean {
  const pathname = splitLocale(address).path;
  if (href === "/") return pathname === "/";
  const within = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  // Properties stands for every listing page: the kinds' public pages and the members' search.
  if (href === BROWSE_PATH) return [...Object.keys(PLACE_KINDS), "properties"].some((root) => within(`/${root}`));
  return within(href);
}
