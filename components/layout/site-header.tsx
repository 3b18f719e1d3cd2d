import { DesktopNav } from "@/components/layout/desktop-nav";
import { HeaderAccount } from "@/components/layout/header-account";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";

/** The sticky header: the links, the Pricing dropdown and the account corner (or one menu button). */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <HeaderAccount />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
