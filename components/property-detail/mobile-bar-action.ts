// Not in mobile-contact-bar.tsx: that is a client module, and a server component importing a value from
// one gets a client reference instead of the value.

/** One action of a listing's phone bar; three of them fit side by side on a 360 px phone. */
export const MOBILE_BAR_ACTION =
  "inline-flex h-12 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap";
