"use client";

import Link from "next/link";
import { Logo } from "@/components/layout/logo";
import { usePathname } from "next/navigation";
import english from "@/messages/en/NotFound.json";
import hindi from "@/messages/hi/NotFound.json";
import odia from "@/messages/or/NotFound.json";
import { localePath, splitLocale, type Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

/**
 * The page's words in each language. Next.js renders the not-found page without the page's parameters,
 * and reading the language from the request would make every page dynamic, so the page reads its language
 * from its own address in the browser and carries the three short catalogues.
 */
const WORDS: Record<Locale, Words<"NotFound">> = { en: english, or: odia, hi: hindi };

/**
 * The 404 page's content. Next.js puts the not-found page into the React payload of every page (once per
 * layout), so as a client component it travels as a short reference to a script the browser keeps, rather
 * than as two copies of its markup inside every page. It sits outside the shared layout, so it carries its
 * own way back.
 */
export function NotFoundPage() {
  const { locale } = splitLocale(usePathname() ?? "/");
  const words = WORDS[locale];
  const suggestions = [
    { href: "/", label: words.homeLabel, text: words.homeText },
    { href: "/pricing/user", label: words.pricingLabel, text: words.pricingText },
    { href: "/contact", label: words.contactLabel, text: words.contactText },
  ].map((suggestion) => ({ ...suggestion, href: localePath(locale, suggestion.href) }));
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-16 text-center">
        <p className="text-brand-600 text-sm font-semibold tracking-widest uppercase">{words.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{words.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{words.text}</p>
        <ul className="mt-10 grid gap-3 text-left sm:grid-cols-3">
          {suggestions.map((s) => (
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
