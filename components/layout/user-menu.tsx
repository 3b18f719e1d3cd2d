"use client";

import { ChevronDown, UserRound } from "@/components/ui/icons";
import Link from "next/link";
import { LogoutButton } from "@/components/layout/logout-button";
import { moveFocusWithArrows } from "@/components/layout/menu-keys";
import { useDropdownMenu } from "@/components/layout/use-dropdown-menu";
import { AccountSummary, UserAvatar } from "@/components/layout/user-avatar";
import type { SessionUser } from "@/components/providers/session-provider";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";

/** The signed-in user's avatar button and its menu: who is signed in, My Profile, Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, panelId, buttonRef, panelRef, ref, onButtonKeyDown } = useDropdownMenu<HTMLDivElement>();
  const { locale, words } = useShell();

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={words.accountMenu}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-1 rounded-full p-0.5 text-slate-600 hover:bg-slate-100"
      >
        <UserAvatar user={user} />
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={moveFocusWithArrows}
        className="absolute top-full right-0 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <AccountSummary user={user} className="border-b border-slate-100 px-3 pt-2 pb-3" />
        <ul className="pt-1.5">
          <li>
            <Link href={localePath(locale, "/profile")} onClick={() => setOpen(false)} className="menu-item">
              <UserRound aria-hidden className="h-4 w-4" /> {words.myProfile}
            </Link>
          </li>
          <li>
            <LogoutButton
              onChosen={() => setOpen(false)}
              className="menu-item w-full text-rose-700 hover:bg-rose-50 hover:text-rose-800"
            />
          </li>
        </ul>
      </div>
    </div>
  );
}
