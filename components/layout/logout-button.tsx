"use client";

import { LogOut } from "@/components/ui/icons";
import { useSession } from "@/components/providers/session-provider";
import { useShell } from "@/components/i18n/shell-words";

/** The account menus' Logout: closes the menu it sits in, then ends the session. */
export function LogoutButton({ onChosen, className }: { onChosen: () => void; className: string }) {
  const { logout } = useSession();
  const { words } = useShell();
  return (
    <button
      type="button"
      onClick={() => {
        onChosen();
        void logout();
      }}
      className={className}
    >
      <LogOut aria-hidden className="h-4 w-4" /> {words.logout}
    </button>
  );
}
