import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { FavouritesProvider } from "@/components/providers/favourites-provider";
import { SessionProvider } from "@/components/providers/session-provider";
import { ToastProvider } from "@/components/providers/toast-provider";

/** The shared layout of SPEC §2: header, page, footer, toasts. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <FavouritesProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="min-h-[60vh]">
          {children}
        </main>
        <SiteFooter />
        <ToastProvider />
      </FavouritesProvider>
    </SessionProvider>
  );
}
