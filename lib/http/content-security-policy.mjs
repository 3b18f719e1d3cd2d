// The Content-Security-Policy of the app's answers. Plain JavaScript that imports nothing: it is read by the
// Next.js config loader (next.config.ts, through security-headers.ts), by the proxy's nonce step
// (lib/proxy/csp-nonce.ts), and by the page cache's handler (lib/cache/handler.mjs), which Next.js loads as it
// is, uncompiled.
const RAZORPAY_CHECKOUT_ORIGIN = "https://checkout.razorpay.com";
/** The maps' tiles when NEXT_PUBLIC_MAP_TILE_URL is unset (the same default as lib/maps/tiles.ts). */
const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/**
 * The origin a tile template loads from, as a CSP source: "https://tile.example.com", or
 * "https://*.tile.example.com" for a template spread over subdomains ({s}).
 *
 * @param {string} template
 * @returns {string}
 */
export function tileSource(template) {
  const subdomains = template.includes("{s}");
  const url = new URL(template.replace("{s}", "a").replace(/\{[a-z]+\}/gi, "0"));
  if (!subdomains) return url.origin;
  const host = url.host.startsWith("a.") ? `*.${url.host.slice(2)}` : url.host;
  return `${url.protocol}//${host}`;
}

/**
 * `checkoutUrl` is where the browser loads the payment checkout script (Razorpay's own, or a stand-in in
 * tests); its origin may run scripts, and a stand-in elsewhere may also call its own origin.
 *
 * Inline scripts run only when the policy names them: `inlineScripts` are the `'sha256-...'` hashes of a
 * page's own inline scripts (pages of the page cache, lib/cache/page-answer.mjs) or the `'nonce-...'` of a
 * page rendered for one request (proxy.ts). Without any, as on API answers and uploads, no inline script
 * runs. Development keeps `'unsafe-inline'` and `'unsafe-eval'`: its pages are rendered per request without
 * a nonce, and React's debugging tools evaluate code.
 *
 * `tileUrl` is the maps' tile template (NEXT_PUBLIC_MAP_TILE_URL): images may come from its origin alone.
 *
 * @param {boolean} production
 * @param {string} [checkoutUrl]
 * @param {string[]} [inlineScripts]
 * @param {string} [tileUrl]
 * @returns {string}
 */
export function contentSecurityPolicy(
  production,
  checkoutUrl = `${RAZORPAY_CHECKOUT_ORIGIN}/v1/checkout.js`,
  inlineScripts = [],
  tileUrl = DEFAULT_TILE_URL,
) {
  const checkoutOrigin = new URL(checkoutUrl).origin;
  const otherCheckoutOrigin = checkoutOrigin === RAZORPAY_CHECKOUT_ORIGIN ? "" : ` ${checkoutOrigin}`;
  const scriptSources = ["'self'", ...inlineScripts, ...(production ? [] : ["'unsafe-inline'", "'unsafe-eval'"])];
  return [
    "default-src 'self'",
    // Next.js's own scripts come from this origin; the Razorpay checkout is the one third-party script.
    `script-src ${scriptSources.join(" ")} ${checkoutOrigin}`,
    // Inline styles cannot run code: React's style attributes and the toasts' styles need them.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://res.cloudinary.com https://lh3.googleusercontent.com ${tileSource(tileUrl)}`,
    "font-src 'self' data:",
    `connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com${otherCheckoutOrigin}`,
    "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com https://www.openstreetmap.org https://www.google.com https://maps.google.com",
    "frame-ancestors 'none'",
    // The service worker (public/sw.js) and the web app manifest: this origin only, named so the policy
    // does not depend on which directive a browser falls back to.
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self' https://accounts.google.com",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The policy of the running server's pages before any inline script is named: the one the proxy
 * (lib/proxy/csp-nonce.ts) and next.config.ts build, from the same settings (the checkout script's address
 * and the maps' tile template are public and the same for the build and the server).
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function serverPolicy(env = process.env) {
  return contentSecurityPolicy(
    env.NODE_ENV === "production",
    env.NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL || undefined,
    [],
    env.NEXT_PUBLIC_MAP_TILE_URL || undefined,
  );
}

/** Hashes and nonces: the sources that allow particular inline scripts. */
const INLINE_SCRIPT_SOURCE = /^'(?:nonce|sha256|sha384|sha512)-/;

/**
 * The same policy allowing exactly `inlineScripts` (hashes or a nonce) instead of the inline scripts it
 * allowed before, every other directive untouched.
 *
 * @param {string} policy
 * @param {string[]} inlineScripts
 * @returns {string}
 */
export function withInlineScripts(policy, inlineScripts) {
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
