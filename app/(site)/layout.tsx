import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { CompareTray } from "@/components/properties/compare-tray";
import { FavouritesProvider } from "@/components/providers/favourites-provider";
import { SessionProvider } from "@/components/providers/session-provider";
import { ToastProvider } from "@/components/providers/toast-provider";
import { PageNotice } from "@/components/ui/page-notice";

/** The shared layout of every public page: header, page, footer with the floating contact buttons, toasts. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <FavouritesProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
          <PageNotice />
          {children}
        </main>
        <SiteFooter />
        <CompareTray />
        <ToastProvider />
      </FavouritesProvider>
    </SessionProvider>
  );
}
