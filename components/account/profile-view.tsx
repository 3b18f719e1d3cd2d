"use client";

import { LogOut } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { FavouritesList } from "@/components/account/favourites-list";
import { PaymentHistory } from "@/components/account/payment-history";
import { ProfileForm } from "@/components/account/profile-form";
import { PhoneVerification } from "@/components/profile/phone-verification";
import { SubscriptionCard } from "@/components/account/subscription-card";
import { VisitRequests } from "@/components/account/visit-requests";
import { MyListings } from "@/components/profile/my-listings";
import { NotificationSettings } from "@/components/profile/notification-settings";
import { LanguageSetting } from "@/components/profile/language-setting";
import type { Words } from "@/lib/i18n/words";
import { SavedSearches } from "@/components/profile/saved-searches";
import { useSession } from "@/components/providers/session-provider";

/**
 * /profile: the signed-in user's details, plan, house visits, payments, saved listings, saved searches, notification
 * preferences and own listings, loaded in the browser.
 */
export function ProfileView({ languageWords }: { languageWords?: Words<"ProfileLanguage"> }) {
  const { user, status, error, refresh, logout } = useSession();
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const loggingOut = useRef(false);

  useEffect(() => {
    // The session ended since the page was requested (e.g. the password was reset elsewhere); after
    // Logout the provider goes to /login itself.
    if (status === "signed-out" && !loggingOut.current) router.replace("/login?callbackUrl=%2Fprofile");
  }, [status, router]);

  if (status === "loading" || retrying) {
    return (
      // Keyed apart from the loaded view: React then draws the loaded sections as new boxes instead of moving
      // these placeholders into their places, which the browser would count as the layout shifting.
      <div key="loading" aria-busy="true" aria-label="Loading your profile" className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="h-[36rem] animate-pulse rounded-2xl bg-slate-200 lg:col-span-2" />
        <div className="h-48 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    );
  }

  if (status === "failed") {
    return (
      <div role="alert" className="mt-6 rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-800">
        <p className="font-medium">{error ?? "Failed to fetch user data"}</p>
        <button
          type="button"
          onClick={async () => {
            setRetrying(true);
            await refresh();
            setRetrying(false);
          }}
          className="mt-4 rounded-lg bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-800"
        >
          Try Again
        </button>
      </div>
    );
  }

  if (!user) return <p className="mt-6 text-slate-600">Redirecting to sign in...</p>;

  return (
    <>
      <div key="loaded" className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {/* Keyed by the saved values so a save or a refresh starts the form from them. */}
          <ProfileForm key={`${user._id}:${user.name}:${user.phone}:${user.picture}`} user={user} />
        </div>
        <div className="space-y-6">
          <PhoneVerification user={user} />
          <SubscriptionCard subscription={user.subscription} />
          <button
            type="button"
            onClick={() => {
              loggingOut.current = true;
              void logout();
            }}
            className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <LogOut aria-hidden className="h-4 w-4" /> Logout
          </button>
        </div>
      </div>
      <VisitRequests />
      <PaymentHistory />
      <FavouritesList />
      {/* Drawn with the loaded profile, not beside its placeholder, which they would otherwise jump below. */}
      <SavedSearches />
      {languageWords && <LanguageSetting words={languageWords} />}
      <NotificationSettings />
      <MyListings />
    </>
  );
}
