"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { AlertTriangle, CircleCheck, X } from "@/components/ui/icons";

/**
 * Outcomes a visitor must not miss (a failed payment, a new account) stay on the page until dismissed or
 * until the visitor moves on, instead of only in a toast that is gone in a few seconds. A notice belongs to one
 * path; it outlives a navigation or a full load to that path (kept in the tab's sessionStorage).
 */
export type Notice = { tone: "success" | "error"; title: string; message: string; path: string; shown?: boolean };

const KEY = "odisha-homes:notice";
const CHANGED = "odisha-homes:notice-changed";

function read(): Notice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Notice) : null;
  } catch {
    return null;
  }
}

function write(notice: Notice | null) {
  try {
    if (notice) sessionStorage.setItem(KEY, JSON.stringify(notice));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be disabled: the toast still says it.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Shows `notice` on `path` (default: this page), replacing any earlier one. */
export function showPageNotice(notice: Omit<Notice, "path" | "shown"> & { path?: string }) {
  write({ ...notice, path: notice.path ?? window.location.pathname });
}

/**
 * Brings a new notice on screen, below the sticky header, when it is not: it sits at the top of the page's
 * content, and the visitor may be far below it (a buyer whose payment failed is a long way down a phone's
 * pricing page, at the plan they chose).
 */
function reveal(element: HTMLElement) {
  const header = document.querySelector("header");
  const top = header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0;
  const box = element.getBoundingClientRect();
  if (box.top < top || box.bottom > window.innerHeight) element.scrollIntoView({ block: "start" });
}

/** Where the notice appears: once in each layout, at the top of the page's content. */
export function PageNotice() {
  const pathname = usePathname();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Counts the notices that appeared here for the first time: each is brought on screen once.
  const [fresh, setFresh] = useState(0);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sync = () => {
      const stored = read();
      if (stored && stored.path !== pathname && stored.shown) {
        // Seen, and the visitor has moved on.
        write(null);
        return;
      }
      if (stored && stored.path === pathname && !stored.shown) {
        stored.shown = true;
        sessionStorage.setItem(KEY, JSON.stringify(stored));
        setFresh((count) => count + 1);
      }
      setNotice(stored && stored.path === pathname ? stored : null);
    };
    sync();
    window.addEventListener(CHANGED, sync);
    return () => window.removeEventListener(CHANGED, sync);
  }, [pathname]);

  useEffect(() => {
    if (fresh && ref.current) reveal(ref.current);
  }, [fresh]);

  if (!notice) return null;
  const error = notice.tone === "error";
  const Icon = error ? AlertTriangle : CircleCheck;
  return (
    <div className="section pt-4">
      <div
        ref={ref}
        role={error ? "alert" : "status"}
        data-testid="page-notice"
        className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${
          error ? "border-rose-200 bg-rose-50 text-rose-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"
        }`}
      >
        <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{notice.title}</p>
          <p className="text-sm">{notice.message}</p>
        </div>
        <button
          type="button"
          onClick={() => write(null)}
          aria-label="Dismiss"
          className="-m-1 grid h-9 w-9 shrink-0 place-items-center rounded-lg hover:bg-black/5"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
