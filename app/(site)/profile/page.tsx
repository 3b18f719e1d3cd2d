import type { Metadata } from "next";
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
export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Profile</h1>
      <ProfileView />
    </div>
  );
}
