import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";
import { checkoutScriptUrl } from "./lib/payments/options";

/** The old server's paths (/user, /auth/user, /property, ...) answer through rewrites to the handlers of /api/... */
const LEGACY_API_PREFIXES = ["/property", "/user", "/auth/user", "/auth/admin"];
const LEGACY_ADMIN_PATHS = ["/admin/login", "/admin/home", "/admin/user-list", "/admin/logout"];

const isProduction = process.env.NODE_ENV === "production";

// Headers are fixed when the app is built: SITE_URL at build time decides whether HSTS is sent.
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";

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
        headers: securityHeaders({ production: isProduction, siteUrl, checkoutUrl: checkoutScriptUrl() }),
      },
    ];
  },
};

export default nextConfig;
