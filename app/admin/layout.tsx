import type { Metadata, Viewport } from "next";
import { ToastProvider } from "@/components/providers/toast-provider";
import { env } from "@/lib/env";
import { THEME_COLOUR } from "@/lib/brand";
import "../globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
  icons: { icon: { url: "/icon.svg", type: "image/svg+xml" } },
};

export const viewport: Viewport = { themeColor: THEME_COLOUR, width: "device-width", initialScale: 1 };

/**
 * The admin area is a root of its own, in English (docs/i18n.md): its own chrome (no site header or footer),
 * and the same toasts.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" suppressHydrationWarning>
      <body className="min-h-screen font-sans">
        {children}
        <ToastProvider />
      </body>
    </html>
  );
}
