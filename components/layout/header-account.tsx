"use client";

import dynamic from "next/dynamic";
import { IntentLink } from "@/components/ui/intent-link";
import { welcomeName } from "@/components/layout/account-names";
import { useSession } from "@/components/providers/session-provider";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";

/** The signed-in menu's code loads only for a signed-in visitor; its avatar's place is held meanwhile. */
const UserMenu = dynamic(() => import("@/components/layout/user-menu").then((module) => module.UserMenu), {
  ssr: false,
  loading: () => <span aria-hidden className="h-9 w-9 animate-pulse rounded-full bg-slate-200" />,
});

/** Placeholders while the session loads in the browser (public pages never read it on the server). */
export function AccountSkeleton({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden data-testid="session-skeleton" className={`flex items-center gap-3 ${className}`}>
      <span className="h-4 w-28 animate-pulse rounded bg-slate-200" />
      <span className="h-9 w-9 animate-pulse rounded-full bg-slate-200" />
    </div>
  );
}

/**
 * Sign Up / Sign In links for visitors. Fetched ahead on intent only (IntentLink): their forms carry the
 * validation library, which every page would otherwise download and compile for every visitor just after
 * it loads; it comes on a hover, a touch or the keyboard's focus instead.
 */
export function SignInLinks({ stacked = false }: { stacked?: boolean }) {
  const { locale, words } = useShell();
  return (
    <div className={`flex gap-2 text-sm font-semibold ${stacked ? "flex-col" : "items-center"}`}>
      <IntentLink href={localePath(locale, "/register")} className="btn-secondary">
        {words.signUp}
      </IntentLink>
      <IntentLink href={localePath(locale, "/login")} className="btn-primary">
        {words.signIn}
      </IntentLink>
    </div>
  );
}

/**
 * The account corner of the desktop header: skeleton, sign-in links, or welcome line and user menu. While
 * the session loads (and in the cached page's HTML, rendered before anyone's session is known) both the
 * placeholders and the links are there, and the page's first script picks one before it paints: the links
 * for a browser without the session hint, so a signed-out visitor never sees placeholders (globals.css).
 */
export function HeaderAccount() {
  const { user, loading } = useSession();
  const { words } = useShell();
  // Loading and signed out share one shape, so when the session settles React keeps the links' elements
  // (only their wrapper's class changes): a link being pressed or focused at that moment stays the same link.
  if (loading || !user)
    return (
      <>
        {loading && <AccountSkeleton className="if-session-hint hidden lg:flex" />}
        <div className={loading ? "unless-session-hint hidden lg:block" : "hidden lg:block"}>
          <SignInLinks />
        </div>
      </>
    );
  return (
    <div className="hidden items-center gap-3 lg:flex">
      <span className="max-w-40 truncate text-sm text-slate-700">
        {words.welcome} <span className="font-semibold text-slate-900">{welcomeName(user)}</span>
      </span>
      <UserMenu user={user} />
    </div>
  );
}
