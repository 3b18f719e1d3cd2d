"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useState, useTransition, type ReactNode } from "react";

type ListNavigation = {
  /** Moves to another state of the list; the server renders it while the current results stay on screen. */
  navigate: (href: string, options?: { replace?: boolean }) => void;
  /** Reruns the current state (Try Again). */
  retry: () => void;
  /** The href being loaded, or null when the results on screen are current. */
  pendingHref: string | null;
};

const ListNavigationContext = createContext<ListNavigation | null>(null);

/**
 * One transition for every control of the list page, so the results region can show
 * 'Loading properties...' whichever control started the navigation.
 */
export function ListNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [target, setTarget] = useState<string | null>(null);

  const navigate = useCallback(
    (href: string, { replace = false } = {}) => {
      setTarget(href);
      // The controls stay where the visitor is working; pagination scrolls to the results itself.
      startTransition(() => (replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
    },
    [router],
  );

  const retry = useCallback(() => {
    setTarget(window.location.pathname + window.location.search);
    startTransition(() => router.refresh());
  }, [router]);

  const value = useMemo(
    () => ({ navigate, retry, pendingHref: isPending ? target : null }),
    [navigate, retry, isPending, target],
  );
  return <ListNavigationContext.Provider value={value}>{children}</ListNavigationContext.Provider>;
}

export function useListNavigation(): ListNavigation {
  const context = useContext(ListNavigationContext);
  if (!context) throw new Error("useListNavigation must be used inside <ListNavigationProvider>");
  return context;
}

/** Wraps the results: marks them busy and says so while another state of the list loads. */
export function ListResultsRegion({ children, loadingLabel }: { children: ReactNode; loadingLabel: string }) {
  const { pendingHref } = useListNavigation();
  const loading = pendingHref !== null;
  return (
    <div aria-busy={loading} className="relative">
      {loading && (
        <p
          role="status"
          className="sticky top-20 z-20 mx-auto mb-4 w-fit rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
        >
          {loadingLabel}
        </p>
      )}
      <div className={loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>
        {children}
      </div>
    </div>
  );
}
