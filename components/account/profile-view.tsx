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
import { NotificationSettings, type NotificationSettingsWords } from "@/components/profile/notification-settings";
import type { ListingFormWords } from "@/components/listing-form/form-words";
import { LanguageSetting } from "@/components/profile/language-setting";
import type { PhoneCodeWords } from "@/components/account/auth-words";
import type { ProfileWords } from "@/components/account/profile-words";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";
import { SavedSearches } from "@/components/profile/saved-searches";
import type { SavedSearchListWords } from "@/components/alerts/saved-search-words";
import { useSession } from "@/components/providers/session-provider";
import { useSayError } from "@/components/forms/error-words";

/**
 * /profile: the signed-in user's details, plan, house visits, payments, saved listings, saved searches, notification
 * preferences and own listings, loaded in the browser. `words` are its sections' words in the page's language.
 */
export function ProfileView({
  words,
  languageWords,
  phoneWords,
  notificationWords,
  listingFormWords,
  savedSearchWords,
}: {
  words: ProfileWords;
  languageWords: Words<"ProfileLanguage">;
  phoneWords: PhoneCodeWords;
  /** The notification settings' words; English when left out. */
  notificationWords?: NotificationSettingsWords;
  /** The owner's edit and photos' words; English when left out (an English page). */
  listingFormWords?: ListingFormWords;
  /** The saved searches' words; English when left out. */
  savedSearchWords?: SavedSearchListWords;
}) {
  const { user, status, error, refresh, logout } = useSession();
  const { locale } = useShell();
  const say = useSayError();
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const loggingOut = useRef(false);

  useEffect(() => {
    // The session ended since the page was requested (e.g. the password was reset elsewhere); after
    // Logout the provider goes to /login itself.
    if (status === "signed-out" && !loggingOut.current)
      router.replace(
        `${localePath(locale, "/login")}?callbackUrl=${encodeURIComponent(localePath(locale, "/profile"))}`,
      );
  }, [status, router, locale]);

  if (status === "loading" || retrying) {
    return (
      // Keyed apart from the loaded view: React then draws the loaded sections as new boxes instead of moving
      // these placeholders into their places, which the browser would count as the layout shifting.
      <div key="loading" aria-busy="true" aria-label={words.view.loading} className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="h-[36rem] animate-pulse rounded-2xl bg-slate-200 lg:col-span-2" />
        <div className="h-48 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    );
  }

  if (status === "failed") {
    return (
      <div role="alert" className="mt-6 rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-800">
        <p className="font-medium">{error ? say(error) : words.view.fetchFailed}</p>
        <button
          type="button"
          onClick={async () => {
            setRetrying(true);
            await refresh();
            setRetrying(false);
          }}
          className="mt-4 rounded-lg bg-rose-700 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-800"
        >
          {words.view.tryAgain}
        </button>
      </div>
    );
  }

  if (!user) return <p className="mt-6 text-slate-600">{words.view.redirecting}</p>;

  return (
    <>
      <div key="loaded" className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {/* Keyed by the saved values so a save or a refresh starts the form from them. */}
          <ProfileForm key={`${user._id}:${user.name}:${user.phone}:${user.picture}`} user={user} words={words.form} />
        </div>
        <div className="space-y-6">
          <PhoneVerification user={user} words={words.phone} phoneWords={phoneWords} />
          <SubscriptionCard subscription={user.subscription} words={words.subscription} locale={locale} />
          <button
            type="button"
            onClick={() => {
              loggingOut.current = true;
              void logout();
            }}
            className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <LogOut aria-hidden className="h-4 w-4" /> {words.view.logout}
          </button>
        </div>
      </div>
      <VisitRequests words={words.visits} retry={words.view.tryAgain} />
      <PaymentHistory words={words.payments} retry={words.view.tryAgain} />
      <FavouritesList words={words.favourites} retry={words.view.tryAgain} />
      {/* Drawn with the loaded profile, not beside its placeholder, which they would otherwise jump below. */}
      <SavedSearches words={savedSearchWords} />
      <LanguageSetting words={languageWords} />
      <NotificationSettings words={notificationWords} />
      <MyListings words={words.listings} retry={words.view.tryAgain} listingFormWords={listingFormWords} />
    </>
  );
}
