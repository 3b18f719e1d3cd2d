import {
  Building2,
  CalendarCheck,
  ClipboardList,
  LayoutDashboard,
  Mail,
  SquarePlus,
  Users,
  type IconComponent,
} from "@/components/ui/icons";

/** The dashboard's tabs, in sidebar order; each is reachable as /admin/dashboard?tab=<id>. */
export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", icon: LayoutDashboard },
  { id: "users", label: "Users", icon: Users },
  { id: "properties", label: "Properties", icon: Building2 },
  { id: "messages", label: "Messages", icon: Mail },
  { id: "visits", label: "Visits", icon: CalendarCheck },
  { id: "add-property", label: "Add-Property", icon: SquarePlus },
  { id: "audit", label: "Audit log", icon: ClipboardList },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: IconComponent }>;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function parseTab(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? "dashboard";
}
