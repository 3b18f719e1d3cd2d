import Link from "next/link";
import type { ComponentProps } from "react";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-700",
  /** For dark or coloured backgrounds. */
  light: "bg-white text-brand-700 hover:bg-brand-50 shadow-sm",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

export type LinkButtonVariant = keyof typeof VARIANTS;

export const linkButtonClass = (variant: LinkButtonVariant = "primary") =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold transition ${VARIANTS[variant]}`;

/** A link that looks like a button: navigation stays a link for keyboards, screen readers and crawlers. */
export function LinkButton({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: LinkButtonVariant }) {
  return <Link {...props} className={`${linkButtonClass(variant)} ${className}`} />;
}
