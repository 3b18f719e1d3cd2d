import Link from "next/link";
import { IndianRupee } from "@/components/ui/icons";

/**
 * The listing's price against the median asking price of its kind and size in its locality this month,
 * worked out on the server (lib/insights/fair-price.ts) and shown only when enough listings compare. The
 * link leads to the locality's figures and how they are made.
 */
export function FairPriceLine({
  text,
  href,
  link = "Asking prices here",
}: {
  text: string;
  href: string;
  /** The link's words in the page's language. */
  link?: string;
}) {
  return (
    <p
      data-testid="fair-price-line"
      className="flex flex-wrap items-start gap-x-2 gap-y-1 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
    >
      <IndianRupee aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
      <span className="min-w-0 flex-1">{text}.</span>
      <Link href={href} className="text-brand-700 underline">
        {link}
      </Link>
    </p>
  );
}
