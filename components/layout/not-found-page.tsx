"use client";

import Link from "next/link";
import { Logo } from "@/components/layout/logo";

const SUGGESTIONS = [
  { href: "/", label: "Home", text: "Featured listings and search" },
  { href: "/pricing/user", label: "Pricing", text: "House-visit plans from ₹99" },
  { href: "/contact", label: "Contact", text: "Ask our team for help" },
];

/**
 * The 404 page's content. Next.js puts the not-found page into the React payload of every page (once per
 * layout), so as a client component it travels as a short reference to a script the browser keeps, rather
 * than as two copies of its markup inside every page. It sits outside the shared layout, so it carries its
 * own way back.
 */
export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-16 text-center">
        <p className="text-brand-600 text-sm font-semibold tracking-widest uppercase">Error 404</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Page not found</h1>
        <p className="mt-4 text-lg text-slate-600">
          This address does not lead anywhere. The page may have moved, or the link may be mistyped.
        </p>
        <ul className="mt-10 grid gap-3 text-left sm:grid-cols-3">
          {SUGGESTIONS.map((s) => (
            <li key={s.href}>
              <Link
                href={s.href}
                className="hover:border-brand-200 block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md"
              >
                <span className="text-brand-700 block font-semibold">{s.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
