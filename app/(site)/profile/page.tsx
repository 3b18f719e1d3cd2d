import type { Metadata } from "next";
import { connection } from "next/server";
import { ProfileView } from "@/components/account/profile-view";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "My Profile",
    description: "Your Odisha Homes profile, plan and saved listings.",
    path: "/profile",
  }),
  robots: { index: false },
};

/** proxy.ts sends signed-out visitors to /login; the profile itself loads in the browser. */
export default async function ProfilePage() {
  // Rendered per request, never kept in the full-page cache: a signed-in page is answered `private,
  // no-store` (proxy.ts), so no shared cache keeps it either, and its scripts carry the request's nonce.
  await connection();
  return (
    // At least a screen tall: the sections load in the browser, and the footer must not start in view and
    // then be pushed down as they arrive.
    <div className="mx-auto min-h-dvh max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Profile</h1>
      <ProfileView />
    </div>
  );
}
