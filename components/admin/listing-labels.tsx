import { Badge } from "@/components/admin/list-parts";
import type { AdminListing } from "@/lib/contracts/admin";

export const STATUS_LABELS = {
  active: "Active",
  inactive: "Inactive",
  pending: "Awaiting approval",
  closed: "Closed by owner",
  rejected: "Rejected",
} as const;

const SOURCE_LABELS: Record<string, string> = { admin: "Admin", submission: "Public submission", seed: "Demo data" };

export function StatusBadge({ status }: { status: AdminListing["status"] }) {
  return (
    <Badge tone={status === "active" ? "green" : status === "pending" ? "amber" : "slate"}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function sourceLabel(source: string | undefined): string {
  return SOURCE_LABELS[source ?? "admin"] ?? source ?? "Admin";
}

/** City, state and PIN code, as the listing table shows a place. */
export function placeLine(location: AdminListing["location"]): string {
  return [location?.city, location?.state, location?.zipCode].filter(Boolean).join(", ") || "—";
}
