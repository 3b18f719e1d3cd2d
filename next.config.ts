import type { NextConfig } from "next";
import { checkoutScriptUrl, RAZORPAY_CHECKOUT_URL } from "./lib/payments/options";

/** The old server's paths (/user, /auth/user, /property, ...) answer through rewrites to the handlers of /api/... */
const LEGACY_API_PREFIXES = ["/property", "/user", "/auth/user", "/auth/admin"];
const LEGACY_ADMIN_PATHS = ["/admin/login", "/admin/home", "/admin/user-list", "/admin/logout"];

const isProduction = process.env.NODE_ENV === "production";

/**
 * The checkout script's origin, read at build time like the script URL the pages inline. Razorpay's own
 * checkout also calls Razorpay's API and frames; a stand-in elsewhere (tests) may call its own origin.
 */
const checkoutOrigin = new URL(checkoutScriptUrl()).origin;
const otherCheckoutOrigin = checkoutOrigin === new URL(RAZORPAY_CHECKOUT_URL).origin ? "" : ` ${checkoutOrigin}`;

const contentSecurityPolicy = [
  "default-src 'self'",
  // Next.js inlines its bootstrap scripts; the Razorpay checkout is the one third-party script.
  `script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"} ${checkoutOrigin}`,
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

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["mongoose", "razorpay"],
  images: {
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com" }],
    formats: ["image/avif", "image/webp"],
  },
  async rewrites() {
    return [
      ...LEGACY_API_PREFIXES.map((prefix) => ({ source: `${prefix}/:path*`, destination: `/api${prefix}/:path*` })),
      ...LEGACY_ADMIN_PATHS.map((path) => ({ source: `${path}/:path*`, destination: `/api${path}/:path*` })),
      { source: "/admin/user/:path*", destination: "/api/admin/user/:path*" },
    ];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Content-Security-Policy", value: contentSecurityPolicy },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
        ],
      },
    ];
  },
};

export default nextConfig;
