"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link whose page is fetched ahead only once the visitor reaches for it (a pointer over it, a touch, the
 * keyboard's focus), not as soon as it is on screen. For links on the first screen that most visitors do
 * not follow straight away: the logo's and the breadcrumbs' links home (fetched on sight, they made every
 * page of a phone download home's script and content, 12.5 KB of script, whether or not anyone went there)
 * and home's "browse all" (the list page's card code); and the header's Sign In, Sign Up and Post property,
 * whose forms carry the validation library. Reaching for a link comes a little before the
 * click, so the page is mostly there when it is wanted. The pattern is the one Next.js's prefetching guide
 * gives for hover-triggered prefetch.
 */
export function IntentLink({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      prefetch={wanted ? null : false}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
