import { BROWSE_PATH, PLACE_KINDS } from "@/lib/listings/links/browse";

/** The header's destinations, shared by the desktop bar and the mobile menu. */
export type NavLink = { href: string; label: string };

export const PRIMARY_LINKS: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: BROWSE_PATH, label: "Properties" },
];

export const PRICING_LINKS: NavLink[] = [
  { href: "/pricing/user", label: "User Pricing" },
  { href: "/pricing/broker", label: "Broker Pricing" },
];

export const SECONDARY_LINKS: NavLink[] = [
  { href: "/services", label: "Services" },
  { href: "/contact", label: "Contact" },
];

/** True when `href` is the page being shown, or (for section roots) one of its sub-pages. */
export function isCurrent(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  const within = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  // Properties stands for every listing page: the kinds' public pages and the members' search.
  if (href === BROWSE_PATH) return [...Object.keys(PLACE_KINDS), "properties"].some((root) => within(`/${root}`));
  return within(href);
}
