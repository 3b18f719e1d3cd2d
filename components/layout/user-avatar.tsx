"use client";

import { useState } from "react";
import { avatarInitial } from "@/components/layout/account-names";
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
