import type { ComponentType, ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { ListLink } from "@/components/properties/list-link";
import { listHref, type ListFilters } from "@/lib/listings/links/list-page";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import englishLists from "@/messages/en/Lists.json";

/** Page numbers to offer: the first, the last, and two either side of the current one, with gaps between. */
export function pageWindow(current: number, last: number): Array<number | "gap"> {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1] > 1 ? ["gap" as const, page] : [page]));
}

type PageLinkProps = { href: string; className: string; rel?: string; "aria-label"?: string; children: ReactNode };

/**
 * A row of page links: Previous, the page window, Next. `PageLink` draws each link (a plain Next.js Link, or
 * one that also scrolls to the results); `seriesLinks` adds rel prev/next links for search engines, which
 * React hoists into the document's head.
 */
export function PageLinks({
  current,
  last,
  link,
  PageLink,
  seriesLinks = false,
  words = englishLists.pages,
}: {
  current: number;
  last: number;
  link: (page: number) => string;
  PageLink: ComponentType<PageLinkProps>;
  seriesLinks?: boolean;
  /** The page's words; English where a page passes none. */
  words?: Words<"Lists">["pages"];
}) {
  if (last <= 1) return null;
  const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium";
  const idle = `${base} border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`;
  return (
    <nav aria-label={words.label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {seriesLinks && current > 1 && <link rel="prev" href={link(current - 1)} />}
      {seriesLinks && current < last && <link rel="next" href={link(current + 1)} />}
      {current > 1 && (
        <PageLink href={link(current - 1)} className={idle} rel="prev">
          <ChevronLeft aria-hidden className="h-4 w-4" /> {words.previous}
        </PageLink>
      )}
      {pageWindow(current, last).map((page, i) =>
        page === "gap" ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-slate-500">
            …
          </span>
        ) : page === current ? (
          <span key={page} aria-current="page" className={`${base} bg-brand-600 text-white`}>
            <span className="sr-only">{words.current}</span>
            {page}
          </span>
        ) : (
          <PageLink key={page} href={link(page)} className={idle} aria-label={fillWords(words.page, { page })}>
            {page}
          </PageLink>
        ),
      )}
      {current < last && (
        <PageLink href={link(current + 1)} className={idle} rel="next">
          {words.next} <ChevronRight aria-hidden className="h-4 w-4" />
        </PageLink>
      )}
    </nav>
  );
}

/** Server-side paging of the All Listings grid; each page is a URL of its own. */
export function ListPagination({
  filters,
  total,
  pageSize,
  scrollToId,
  locale,
  words,
}: {
  filters: ListFilters;
  total: number;
  pageSize: number;
  scrollToId: string;
  locale: Locale;
  words: Words<"Lists">["pages"];
}) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(filters.page, last);
  const ScrollingLink = (props: PageLinkProps) => <ListLink {...props} scrollToId={scrollToId} />;
  return (
    <PageLinks
      current={current}
      last={last}
      link={(page) => localePath(locale, listHref({ ...filters, page }))}
      PageLink={ScrollingLink}
      words={words}
    />
  );
}
