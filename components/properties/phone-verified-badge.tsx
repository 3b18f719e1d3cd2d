import { BadgeCheck } from "@/components/ui/icons";

/**
 * The mark of a listing whose owner proved its contact number by SMS (lib/phones). `label` is its words in
 * the page's language (the cards' `phoneVerified`); the admin panel's English without it.
 */
export function PhoneVerifiedBadge({
  className = "",
  label = "Phone verified",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ${className}`}
    >
      <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
      {label}
    </span>
  );
}
