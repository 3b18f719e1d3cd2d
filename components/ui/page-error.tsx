"use client";

import { RotateCw } from "@/components/ui/icons";
import { LinkButton } from "@/components/ui/link-button";

type PageErrorProps = {
  title: string;
  /** What the visitor can do about it; the cause (often the database being briefly unreachable) stays on the server. */
  message?: string;
  /** The error boundary's retry(): asks the server for the page again and shows it when it loads. */
  retry: () => void;
  /** The retry button's words (the site's pages give them in the page's language; the admin's stay English). */
  retryLabel?: string;
  back: { href: string; label: string };
};

/** What an error boundary shows when a page could not be loaded: say so calmly, offer Try Again and a way out. */
export function PageError({
  title,
  message = "This is usually brief. Please try again in a moment.",
  retry,
  retryLabel = "Try Again",
  back,
}: PageErrorProps) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="bg-brand-600 hover:bg-brand-700 inline-flex items-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold text-white"
        >
          <RotateCw aria-hidden className="h-4 w-4" /> {retryLabel}
        </button>
        <LinkButton href={back.href} variant="secondary">
          {back.label}
        </LinkButton>
      </div>
    </div>
  );
}
