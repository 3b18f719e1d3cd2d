"use client";

import { LogOut } from "@/components/ui/icons";
import { ADMIN_TABS, type AdminTab } from "@/components/admin/tabs";

/** The sidebar's links to each tab, and Logout. Used in the desktop sidebar and in the phone drawer. */
export function AdminNav({
  current,
  onSelect,
  onLogout,
  loggingOut,
}: {
  current: AdminTab;
  onSelect: (tab: AdminTab) => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const item =
    "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition-colors focus-visible:outline-offset-0";
  return (
    <nav aria-label="Admin" className="flex h-full flex-col">
      <ul className="space-y-1">
        {ADMIN_TABS.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <a
              href={`/admin/dashboard?tab=${id}`}
              aria-current={current === id ? "page" : undefined}
              onClick={(event) => {
                // A plain link (open in a new tab works); a normal click switches tabs in place.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onSelect(id);
              }}
              className={`${item} ${
                current === id ? "bg-brand-600 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white"
              }`}
            >
              <Icon aria-hidden className="h-5 w-5 shrink-0" />
              {label}
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        className={`${item} mt-6 text-slate-200 hover:bg-slate-800 hover:text-white disabled:opacity-60`}
      >
        <LogOut aria-hidden className="h-5 w-5 shrink-0" />
        {loggingOut ? "Logging out..." : "Logout"}
      </button>
    </nav>
  );
}
