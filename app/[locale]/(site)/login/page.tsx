import { AuthShell } from "@/components/account/auth-shell";
import { LoginForm } from "@/components/account/login-form";
import { MembersSearchBenefits } from "@/components/account/members-search-benefits";
import { authErrorMessage, googleConfigured, safeCallbackPath } from "@/lib/auth";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata(
  { title: "Sign in", description: "Sign in to your Odisha Homes account.", path: "/login" },
  {
    robots: { index: false },
  },
);

type Props = { searchParams: Promise<{ callbackUrl?: string | string[]; error?: string | string[] }> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Rendered per request (it reads the query), never reading the session: that loads in the browser. */
export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(first(params.callbackUrl));
  // The members' search itself, not a listing's page under it.
  const fromMembersSearch = /^\/properties(?:[?#]|$)/.test(callbackUrl);
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to save listings, book visits and manage your profile.">
      {fromMembersSearch && <MembersSearchBenefits />}
      <LoginForm
        googleEnabled={googleConfigured()}
        callbackUrl={callbackUrl}
        errorMessage={authErrorMessage(first(params.error))}
      />
    </AuthShell>
  );
}
