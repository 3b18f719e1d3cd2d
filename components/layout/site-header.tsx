import Link from "next/link";
import { SITE_NAME } from "@/lib/site";
import { HeaderAccount } from "@/components/layout/header-account";

const NAV = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/properties", label: "Properties" },
  { href: "/pricing/user", label: "Pricing" },
  { href: "/services", label: "Services" },
  { href: "/contact", label: "Contact" },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="text-brand-700 flex items-center gap-2 text-lg font-bold">
          <span aria-hidden className="bg-brand-600 grid h-8 w-8 place-items-center rounded-lg text-white">
            O
          </span>
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="hidden gap-5 text-sm font-medium text-slate-700 md:flex">
          {NAV.map((item) => (
            <Link key={item.href} href={item.href} className="hover:text-brand-600">
              {item.label}
            </Link>
          ))}
        </nav>
        <HeaderAccount />
      </div>
    </header>
  );
}
