import { googleSignIn } from "@/lib/contracts/accounts";
import { pathOf } from "@/lib/contracts/route";

/**
 * Starts Google sign-in with a plain navigation (the server answers with a redirect into Google), or says
 * why it cannot. `href` is the route that starts it: the visitors' by default, the admins' on /admin.
 */
export function GoogleButton({
  enabled,
  label,
  callbackUrl,
  href = pathOf(googleSignIn),
  unavailable = "Google sign-in is not available on this site yet. Please use your e-mail instead.",
}: {
  enabled: boolean;
  label: string;
  callbackUrl?: string;
  href?: string;
  /** Said under the switched-off button when Google is not configured. */
  unavailable?: string;
}) {
  const className =
    "flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800";
  const logo = (
    <svg aria-hidden viewBox="0 0 48 48" className="h-5 w-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.2-.1-2.3-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.2-.1-2.3-.4-3.5z"
      />
    </svg>
  );
  if (!enabled) {
    return (
      <div>
        <button
          type="button"
          disabled
          aria-describedby="google-unavailable"
          className={`${className} cursor-not-allowed opacity-60`}
        >
          {logo}
          {label}
        </button>
        <p id="google-unavailable" className="mt-2 text-center text-xs text-slate-600">
          {unavailable}
        </p>
      </div>
    );
  }
  const target = `${href}${callbackUrl ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`;
  return (
    <a href={target} className={`${className} hover:bg-slate-50`}>
      {logo}
      {label}
    </a>
  );
}
