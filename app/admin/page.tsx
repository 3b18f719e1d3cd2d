import type { Metadata } from "next";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { Logo } from "@/components/layout/logo";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { authErrorMessage } from "@/lib/auth/messages";
import { googleConfigured } from "@/lib/auth/options";

export const metadata: Metadata = { title: "Admin sign in" };

type Props = { searchParams: Promise<{ callbackUrl?: string | string[]; error?: string | string[] }> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Only the dashboard is a place to return to from here; anything else lands on its first tab. */
function dashboardPath(value: string | undefined): string {
  const path = safeCallbackPath(value, "/admin/dashboard");
  return path.startsWith("/admin/dashboard") ? path : "/admin/dashboard";
}

/** Admin sign-in: rendered per request (it reads the query), never reading the session on the server. */
export default async function AdminLoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const error = first(params.error);
  const errorMessage = error === "not-admin" ? "This account does not have admin access." : authErrorMessage(error);
  return (
    <main className="to-brand-50 flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-slate-100 px-4 py-10">
      <div className="mb-6">
        <Logo />
      </div>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Admin sign in</h1>
        <p className="mt-1 text-sm text-slate-600">Manage users, listings and messages.</p>
        <div className="mt-6">
          <AdminLoginForm
            googleEnabled={googleConfigured()}
            callbackUrl={dashboardPath(first(params.callbackUrl))}
            errorMessage={errorMessage}
          />
        </div>
      </div>
    </main>
  );
}
