"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { callRoute } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import { currentUser, logout as logoutRoute, type PublicUser } from "@/lib/contracts/accounts";
import { hasSessionHint } from "@/lib/auth/session-hint";
import { rememberedUser, rememberUser } from "@/components/providers/remembered-user";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";

/**
 * The signed-in user as the header and profile read it: the server's public user (GET /api/user/home);
 * the subscription's `isActive` is false once the plan has expired.
 */
export type SessionUser = PublicUser;

/** loading, then signed-in or signed-out; failed when the server could not be asked (Try Again). */
export type SessionStatus = "loading" | "signed-in" | "signed-out" | "failed";

type SessionState = {
  user: SessionUser | null;
  loading: boolean;
  status: SessionStatus;
  error: string | null;
  /** Asks the server again (after sign-in, profile edits). */
  refresh: () => Promise<void>;
  /** Updates the user in place after a successful profile save. */
  setUser: (user: SessionUser | null) => void;
  /** Takes a user the server read for this page (the profile) while the session call is still out. */
  adopt: (user: SessionUser) => void;
  /**
   * Ends the session and goes to the sign-in page in the page's language, replacing history; a failure says
   * so in a toast and changes nothing.
   */
  logout: () => Promise<void>;
};

const SessionContext = createContext<SessionState | null>(null);

/**
 * Loads the session in the browser with GET /api/user/home (loading until it answers), so public pages stay
 * cacheable on the server: they never read cookies while rendering. A browser without the session hint
 * cookie has no session to load: it is signed out at once, without a request. One with the hint shows the
 * user this browser last saw (remembered-user.ts) as soon as it hydrates, while the call confirms it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(null);
  const setUser = useCallback((next: SessionUser | null) => {
    setUserState(next);
    rememberUser(next);
  }, []);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const answered = useRef(false);
  const refresh = useCallback(async () => {
    const answer = await callRoute(currentUser, { cache: "no-store" });
    answered.current = true;
    const { success, user: found, message } = answer.body;
    if (answer.status === 0) {
      // Shown as the failed state (Try Again) by whatever reads the session; the remembered user is kept,
      // since the server did not say the session ended.
      setUserState(null);
      setError("Error connecting to server");
    } else if (success && found) {
      setUser(found);
      setError(null);
    } else {
      if (answer.status === 401) setUser(null);
      else setUserState(null);
      setError(message ?? "Failed to fetch user data");
    }
    // 401 is a plain answer (signed out); anything else means the server could not tell.
    setFailed(!success && answer.status !== 401);
    setLoading(false);
  }, [setUser]);

  // Only the first user seen before the server's answer is taken, and never once that answer is in: the
  // page's own server-read user (SessionSeed, whose effect runs first) is fresher than the remembered one.
  const adopted = useRef(false);
  const adopt = useCallback(
    (seen: SessionUser) => {
      if (answered.current || adopted.current) return;
      adopted.current = true;
      setUser(seen);
      setLoading(false);
    },
    [setUser],
  );

  const router = useRouter();
  const { locale, words } = useShell();
  const logout = useCallback(async () => {
    const answer = await callRoute(logoutRoute);
    if (!answer.ok) {
      toast.error(words.signOutFailed);
      return;
    }
    setUser(null);
    router.replace(localePath(locale, "/login"));
    router.refresh();
  }, [router, setUser, locale, words]);

  useEffect(() => {
    if (hasSessionHint(document.cookie)) {
      const remembered = rememberedUser();
      if (remembered) startTransition(() => adopt(remembered));
      void refresh();
    } else {
      rememberUser(null);
      // In a transition: the whole page consumes this context, and an urgent update straight after
      // hydration would re-render it in one long task (the header's placeholders are hidden by CSS meanwhile).
      startTransition(() => setLoading(false));
    }
  }, [refresh, adopt]);

  const status: SessionStatus = loading ? "loading" : user ? "signed-in" : failed ? "failed" : "signed-out";
  const value = useMemo(
    () => ({ user, loading, status, error, refresh, setUser, adopt, logout }),
    [user, loading, status, error, refresh, setUser, adopt, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The user a page was rendered for on the server (SessionSeed), for its own subtree. */
const SeedContext = createContext<SessionUser | null>(null);

/**
 * A page rendered on the server for a signed-in user (the profile) hands the user it read to its subtree, so
 * its server HTML and first paint already show them, and to the provider once hydrated, so the header does
 * not wait for the session call either. Once the provider has its own answer, that answer is what counts.
 */
export function SessionSeed({ user, children }: { user: SessionUser; children: ReactNode }) {
  const context = useContext(SessionContext);
  const adopt = context?.adopt;
  useEffect(() => adopt?.(user), [adopt, user]);
  return <SeedContext.Provider value={user}>{children}</SeedContext.Provider>;
}

export function useSession(): SessionState {
  const context = useContext(SessionContext);
  const seeded = useContext(SeedContext);
  if (!context) throw new Error("useSession must be used inside <SessionProvider>");
  return context.loading && seeded ? { ...context, user: seeded, loading: false, status: "signed-in" } : context;
}
