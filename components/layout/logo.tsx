import { IntentLink } from "@/components/ui/intent-link";
import { SITE_NAME } from "@/lib/brand";

/**
 * The house mark and the name, linking home (fetched ahead when the visitor reaches for it: IntentLink says
 * why). `inverted` is for dark backgrounds.
 */
export function Logo({ inverted = false, href = "/" }: { inverted?: boolean; href?: string }) {
  return (
    <IntentLink
      href={href}
      className={`flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight ${inverted ? "text-white" : "text-slate-900"}`}
    >
      <svg aria-hidden viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M7 15.5 16 8l9 7.5V24a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      <span>
        {SITE_NAME.split(" ")[0]}{" "}
        <span className={inverted ? "text-brand-100" : "text-brand-600"}>
          {SITE_NAME.split(" ").slice(1).join(" ")}
        </span>
      </span>
    </IntentLink>
  );
}
