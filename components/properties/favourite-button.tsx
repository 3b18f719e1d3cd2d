"use client";

import { useRouter } from "next/navigation";
import { Heart } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { useFavourites } from "@/components/providers/favourites-provider";
import { useSession } from "@/components/providers/session-provider";
import { useCardWords } from "@/components/properties/card-words";
import { localePath } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";

/**
 * The heart on cards and detail pages: saves for signed-in users, asks others to sign in (on the sign-in
 * page of the page's language). English without `locale` and `words`.
 */
export function FavouriteButton({
  propertyId,
  title,
  className = "",
}: {
  propertyId: string;
  title: string;
  className?: string;
}) {
  const { locale, words } = useCardWords();
  const { user, loading } = useSession();
  const { ids, toggle } = useFavourites();
  const router = useRouter();
  const saved = ids.has(propertyId);

  async function onClick(event: React.MouseEvent) {
    // Cards are links; the heart must not open the listing.
    event.preventDefault();
    event.stopPropagation();
    if (loading) return;
    if (!user) {
      // One message here; the login page brings the visitor back to this page (filters included).
      toast.info(words.signInToSave, { toastId: "favourite-sign-in" });
      router.push(
        `${localePath(locale, "/login")}?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
      return;
    }
    try {
      const now = await toggle(propertyId);
      toast.success(now ? words.saved : words.removed);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : words.saveFailed);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={fillWords(saved ? words.unsave : words.save, { title })}
      className={`heart-button ${className}`}
    >
      <Heart aria-hidden className={`h-5 w-5 ${saved ? "fill-rose-600 text-rose-600" : ""}`} />
    </button>
  );
}
