"use client";

import { toast } from "@/components/ui/toast";
import { toggleCompare, useCompareIds } from "@/components/properties/compare-store";
import { COMPARE_MAX } from "@/lib/listings/links/compare-page";

/** "Compare" on cards and listing pages: keeps up to three listings to see side by side on /compare. */
export function CompareButton({
  propertyId,
  title,
  className = "",
}: {
  propertyId: string;
  title: string;
  className?: string;
}) {
  const picked = useCompareIds().includes(propertyId);
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={picked ? `Remove ${title} from compare` : `Compare ${title}`}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (toggleCompare(propertyId) === "full") {
          toast.info(`You can compare up to ${COMPARE_MAX} listings. Remove one first.`, { toastId: "compare-full" });
        }
      }}
      className={`compare-button ${picked ? "compare-button-on" : ""} ${className}`}
    >
      {picked ? "✓ Comparing" : "Compare"}
    </button>
  );
}
