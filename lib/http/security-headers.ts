/**
 * The security headers of every answer (pages, API, uploads), set in next.config.ts. Kept here so they can
 * be tested; this file is read by the Next.js config loader, so it imports nothing.
 */
const RAZORPAY_CHECKOUT_ORIGIN = "https://checkout.razorpay.com";

/**
 * `checkoutUrl` is where the browser loads the payment checkout script (Razorpay's own, or a stand-in in
 * tests); its origin may run scripts, and a stand-in elsewhere may also call its own origin.
 *
 * Inline scripts run only when the policy names them: `inlineScripts` are the `'sha256-...'` hashes of a
 * page's own inline scripts (pages sent whole, lib/http/page-scripts.ts) or the `'nonce-...'` of a page
 * rendered for one request (proxy.ts). Without any, as on API answers and uploads, no inline script runs.
 * Development keeps `'unsafe-inline'` and `'unsafe-eval'`: its pages are rendered per request without a
 * nonce, and React's debugging tools evaluate code.
 */
export function contentSecurityPolicy(
  production: boolean,
  checkoutUrl = `${RAZORPAY_CHECKOUT_ORIGIN}/v1/checkout.js`,
  inlineScripts: string[] = [],
): string {
  const checkoutOrigin = new URL(checkoutUrl).origin;
  const otherCheckoutOrigin = checkoutOrigin === RAZORPAY_CHECKOUT_ORIGIN ? "" : ` ${checkoutOrigin}`;
  const scriptSources = ["'self'", ...inlineScripts, ...(production ? [] : ["'unsafe-inline'", "'unsafe-eval'"])];
  return [
    "default-src 'self'",
    // Next.js's own scripts come from this origin; the Razorpay checkout is the one third-party script.
    `script-src ${scriptSources.join(" ")} ${checkoutOrigin}`,
    // Inline styles cannot run code: React's style attributes and the toasts' styles need them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://res.cloudinary.com https://lh3.googleusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com${otherCheckoutOrigin}`,
    "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com https://www.openstreetmap.org https://www.google.com https://maps.google.com",
    "frame-ancestors 'none'",
    "form-action 'self' https://accounts.google.com",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Hashes and nonces: the sources that allow particular inline scripts. */
const INLINE_SCRIPT_SOURCE = /^'(?:nonce|sha256|sha384|sha512)-/;

/**
 * The same policy allowing exactly `inlineScripts` (hashes or a nonce) instead of the inline scripts it
 * allowed before, every other directive untouched.
 */
export function withInlineScripts(policy: string, inlineScripts: string[]): string {
  return policy
    .split(/;\s*/)
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      const kept = sources.filter((source) => !INLINE_SCRIPT_SOURCE.test(source));
      const self = kept.indexOf("'self'") + 1;
      return [name, ...kept.slice(0, self), ...inlineScripts, ...kept.slice(self)].join(" ");
    })
    .join("; ");
}

/**
 * HSTS only when the site is served over TLS (SITE_URL https://): telling browsers to insist on HTTPS for a
 * site that has none would lock them out. Two years, subdomains included, as preload lists expect.
 */
export function securityHeaders({
  production,
  siteUrl,
  checkoutUrl,
}: {
  production: boolean;
  siteUrl: string;
  checkoutUrl?: string;
}) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(production, checkoutUrl) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
    ...(siteUrl.startsWith("https://")
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}
