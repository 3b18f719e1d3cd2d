import type { ReactNode } from "react";

/** The coloured band that opens a content page: eyebrow, the page's one h1, a lede and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lede,
  children,
}: {
  eyebrow?: string;
  title: string;
  lede?: ReactNode;
  children?: ReactNode;
}) {
  // Focus outlines turn white inside this dark band so keyboard users can still see them.
  return (
    <section className="from-brand-900 via-brand-700 to-brand-600 relative overflow-hidden bg-gradient-to-br text-white [&_:focus-visible]:outline-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:py-20">
        {eyebrow && <p className="text-brand-100 text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold text-balance sm:text-5xl">{title}</h1>
        {lede && <p className="text-brand-50 mt-4 max-w-2xl text-base sm:text-lg">{lede}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
