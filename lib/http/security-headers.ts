/**
 * The security headers of every answer (pages, API, uploads), set in next.config.ts. Kept here so they can
 * be tested; this file is read by the Next.js config loader, so it imports nothing.
 */
const RAZORPAY_CHECKOUT_ORIGIN = "https://checkout.razorpay.com";

/**
 * `checkoutUrl` is where the browser loads the payment checkout script (Razorpay's own, or a stand-in in
 * tests); its origin may run scripts, and a stand-in elsewhere may also call its own origin.
 */
export function contentSecurityPolicy(
  production: boolean,
  checkoutUrl = `${RAZORPAY_CHECKOUT_ORIGIN}/v1/checkout.js`,
): string {
  const checkoutOrigin = new URL(checkoutUrl).origin;
  const otherCheckoutOrigin = checkoutOrigin === RAZORPAY_CHECKOUT_ORIGIN ? "" : ` ${checkoutOrigin}`;
  return [
    "default-src 'self'",
    // Next.js inlines its bootstrap scripts; the Razorpay checkout is the one third-party script.
    `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"} ${checkoutOrigin}`,
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
