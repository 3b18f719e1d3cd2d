"use client";

import { Menu, X } from "@/components/ui/icons";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { callRoute } from "@/components/ui/api";
import { useRouteData } from "@/components/ui/use-route-data";
import { adminHome, adminLogout } from "@/lib/contracts/admin";
import { AdminNav } from "@/components/admin/admin-nav";
import { AddPropertyTab } from "@/components/admin/add-property-tab";
import { AuditTab } from "@/components/admin/audit-tab";
import { Loading } from "@/components/admin/list-parts";
import { MessagesTab } from "@/components/admin/messages-tab";
import { OverviewTab } from "@/components/admin/overview-tab";
import { PropertiesTab } from "@/components/admin/properties-tab";
import { ADMIN_HINT_KEY, leaveDashboard } from "@/components/admin/session-notice";
import { ADMIN_TABS, parseTab, type AdminTab } from "@/components/admin/tabs";
import { UsersTab } from "@/components/admin/users-tab";
import { VisitsTab } from "@/components/admin/visits-tab";
import { Logo } from "@/components/layout/logo";

/** The dashboard's frame: sidebar (a drawer on phones), header with the admin's name, and the chosen tab. */
export function AdminDashboard() {
  const tab = parseTab(useSearchParams().get("tab"));
  // Who is signed in; any failure sends the admin back to the sign-in page with the reason.
  const { data: home } = useRouteData(adminHome, {}, "Failed to fetch user data", {
    onSuccess: (answer) => {
      if (!answer.success) leaveDashboard(answer.message ?? "Failed to fetch user data");
    },
    onError: (failure) => leaveDashboard(failure.message),
  });
  const adminName = home?.success ? home.user?.name?.trim() || "Admin" : null;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = drawer.current;
    if (!element) return;
    if (drawerOpen && !element.open) element.showModal();
    if (!drawerOpen && element.open) element.close();
  }, [drawerOpen]);

  function select(next: AdminTab) {
    setDrawerOpen(false);
    // Next.js keeps useSearchParams in step with the history API, so the tab survives a reload and Back.
    if (next !== tab) window.history.pushState(null, "", `/admin/dashboard?tab=${next}`);
    document.getElementById("admin-main")?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }

  async function logout() {
    setLoggingOut(true);
    // Signed out here whatever the server says: the admin asked to leave.
    await callRoute(adminLogout);
    try {
      localStorage.removeItem(ADMIN_HINT_KEY);
    } catch {
      // Nothing to remove when storage is refused.
    }
    window.location.assign("/admin");
  }

  const label = ADMIN_TABS.find((t) => t.id === tab)?.label ?? "Dashboard";
  const nav = <AdminNav current={tab} onSelect={select} onLogout={logout} loggingOut={loggingOut} />;

  return (
    <div className="min-h-screen bg-slate-100 lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col bg-slate-900 px-4 py-5 lg:flex">
        <div className="mb-8 rounded-lg bg-white px-3 py-2">
          <Logo />
        </div>
        {nav}
      </aside>

      <dialog
        ref={drawer}
        onClose={() => setDrawerOpen(false)}
        aria-label="Admin menu"
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-slate-900 p-0 backdrop:bg-slate-900/60 lg:hidden"
      >
        <div className="flex h-full flex-col px-4 py-5">
          <div className="mb-6 flex items-center justify-between gap-2">
            <div className="rounded-lg bg-white px-3 py-2">
              <Logo />
            </div>
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label="Close menu"
              className="rounded-lg p-2 text-slate-200 hover:bg-slate-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </button>
          </div>
          {drawerOpen && nav}
        </div>
      </dialog>

      <header className="sticky top-0 z-20 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-2">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <Menu aria-hidden className="h-6 w-6" />
          </button>
          <h1 className="truncate text-lg font-semibold text-slate-900 sm:text-xl">{label}</h1>
        </div>
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
          <span className="hidden sm:inline">Signed in as</span>
          <span data-testid="admin-name" className="truncate font-semibold text-slate-900">
            {adminName ?? "Admin"}
          </span>
        </p>
      </header>

      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-7xl px-3 py-5 focus:outline-none sm:px-6 sm:py-6">
        {adminName === null ? (
          <Loading />
        ) : tab === "dashboard" ? (
          <OverviewTab onOpen={select} />
        ) : tab === "users" ? (
          <UsersTab />
        ) : tab === "properties" ? (
          <PropertiesTab />
        ) : tab === "messages" ? (
          <MessagesTab />
        ) : tab === "visits" ? (
          <VisitsTab />
        ) : tab === "add-property" ? (
          <AddPropertyTab />
        ) : (
          <AuditTab />
        )}
      </main>
    </div>
  );
}
