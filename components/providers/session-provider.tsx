"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { callRoute, failureMessage } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import { currentUser, logout as logoutRoute, type PublicUser } from "@/lib/contracts/accounts";
import { hasSessionHint } from "@/lib/auth/session-hint";

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
  /** Ends the session and goes to /login, replacing history; a failure says so in a toast and changes nothing. */
  logout: () => Promise<void>;
};

const SessionContext = createContext<SessionState | null>(null);

/**
 * Loads the session in the browser with GET /api/user/home (loading until it answers), so public pages stay
 * cacheable on the server: they never read cookies while rendering. A browser without the session hint
 * cookie has no session to load: it is signed out at once, without a request.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    const answer = await callRoute(currentUser, { cache: "no-store" });
    const { success, user: found, message } = answer.body;
    if (answer.status === 0) {
      // Shown as the failed state (Try Again) by whatever reads the session.
      setUser(null);
      setError("Error connecting to server");
    } else if (success && found) {
      setUser(found);
      setError(null);
    } else {
      setUser(null);
      setError(message ?? "Failed to fetch user data");
    }
    // 401 is a plain answer (signed out); anything else means the server could not tell.
    setFailed(!success && answer.status !== 401);
    setLoading(false);
  }, []);

  const router = useRouter();
  const logout = useCallback(async () => {
    const answer = await callRoute(logoutRoute);
    if (!answer.ok) {
      toast.error(failureMessage(answer, "Signing out failed. Please try again."));
      return;
    }
    setUser(null);
    router.replace("/login");
    router.refresh();
  }, [router]);

  useEffect(() => {
    if (hasSessionHint(document.cookie)) {
      void refresh();
    } else {
      // In a transition: the whole page consumes this context, and an urgent update straight after
      // hydration would re-render it in one long task (the header's placeholders are hidden by CSS meanwhile).
      startTransition(() => setLoading(false));
    }
  }, [refresh]);

  const status: SessionStatus = loading ? "loading" : user ? "signed-in" : failed ? "failed" : "signed-out";
  const value = useMemo(
    () => ({ user, loading, status, error, refresh, setUser, logout }),
    [user, loading, status, error, refresh, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const context = useContext(SessionContext);
  if (!context) throw new Error("useSession must be used inside <SessionProvider>");
  return context;
}
