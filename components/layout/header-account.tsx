"use client";

import Link from "next/link";
import { useSession } from "@/components/providers/session-provider";

/** Sign-in links, or the signed-in user's name once the session has loaded in the browser. */
export function HeaderAccount() {
  const { user, loading } = useSession();
  if (loading)
    return (
      <div aria-hidden className="h-9 w-36 animate-pulse rounded-lg bg-slate-200" data-testid="session-skeleton" />
    );
  if (user) {
    const first = user.name?.split(/\s+/)[0] || user.email.split("@")[0];
    return <span className="text-sm text-slate-700">Welcome, {first}</span>;
  }
  return (
    <div className="flex items-center gap-2 text-sm font-medium">
      <Link href="/register" className="text-brand-700 hover:bg-brand-50 rounded-lg px-3 py-2">
        Sign Up
      </Link>
      <Link href="/login" className="bg-brand-600 hover:bg-brand-700 rounded-lg px-3 py-2 text-white">
        Sign In
      </Link>
    </div>
  );
}
