"use client";

import { toast } from "@/components/ui/toast";
import { toggleCompare, useCompareIds } from "@/components/properties/compare-store";
import { COMPARE_MAX } from "@/lib/listings/links/compare-page";
import { useCardWords } from "@/components/properties/card-words";
import { fillWords } from "@/lib/i18n/words";

/**
 * "Compare" on cards and listing pages: keeps up to three listings to see side by side on /compare. English
 * without `words`.
 */
export function CompareButton({
  propertyId,
  title,
  className = "",
}: {
  propertyId: string;
  title: string;
  className?: string;
}) {
  const { words } = useCardWords();
  const picked = useCompareIds().includes(propertyId);
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={fillWords(picked ? words.uncompareTitle : words.compareTitle, { title })}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (toggleCompare(propertyId) === "full") {
          toast.info(fillWords(words.compareFull, { max: COMPARE_MAX }), { toastId: "compare-full" });
        }
      }}
      className={`compare-button ${picked ? "compare-button-on" : ""} ${className}`}
    >
      {picked ? words.comparing : words.compare}
    </button>
  );
}
