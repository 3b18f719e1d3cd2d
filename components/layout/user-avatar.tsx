"use client";

import { useState } from "react";
import { avatarInitial, displayName } from "@/components/layout/account-names";
import type { SessionUser } from "@/components/providers/session-provider";

/** The user's picture, or the first letter of their name when there is none or it fails to load. */
export function UserAvatar({ user, size = "md" }: { user: SessionUser; size?: "md" | "lg" }) {
  const [broken, setBroken] = useState<string | null>(null);
  const dimensions = size === "lg" ? "h-11 w-11 text-lg" : "h-9 w-9 text-base";
  if (user.picture && broken !== user.picture) {
    return (
      // A plain img: profile pictures come from several hosts and are tiny.
      <img
        src={user.picture}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(user.picture ?? null)}
        className={`${dimensions} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden
      data-testid="avatar-initial"
      className={`${dimensions} bg-brand-600 grid shrink-0 place-items-center rounded-full font-semibold text-white ring-2 ring-white`}
    >
      {avatarInitial(user)}
    </span>
  );
}

/** Who is signed in, at the head of the account menus: the large avatar, the name and the e-mail. */
export function AccountSummary({ user, className }: { user: SessionUser; className: string }) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <UserAvatar user={user} size="lg" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
    </div>
  );
}
