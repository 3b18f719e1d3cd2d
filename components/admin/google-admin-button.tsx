import { GoogleLogo } from "@/components/admin/google-logo";

const className =
  "flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800";

/**
 * Admin sign-in with Google: a plain navigation, since the server answers with a redirect into Google.
 * Accounts that are not admins come back to /admin with a reason.
 */
export function GoogleAdminButton({ enabled }: { enabled: boolean }) {
  if (!enabled) {
    return (
      <div>
        <button
          type="button"
          disabled
          aria-describedby="google-admin-unavailable"
          className={`${className} cursor-not-allowed opacity-60`}
        >
          <GoogleLogo />
          Sign in with Google
        </button>
        <p id="google-admin-unavailable" className="mt-2 text-center text-xs text-slate-600">
          Google sign-in is not configured on this site. Please use your e-mail and password.
        </p>
      </div>
    );
  }
  return (
    <a href="/auth/admin/google" className={`${className} hover:bg-slate-50`}>
      <GoogleLogo />
      Sign in with Google
    </a>
  );
}
