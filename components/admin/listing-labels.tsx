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

/** Where a listing is, as the listing table shows it: the locality first, then the city and PIN code. */
export function PlaceCell({ location }: { location: AdminListing["location"] }) {
  const rest = [location?.city, location?.zipCode].filter(Boolean).join(" ");
  return (
    <>
      <span className="block font-medium text-slate-900" data-testid="listing-locality">
        {location?.locality || <span className="font-normal text-slate-500">No locality</span>}
      </span>
      {rest && <span className="block text-xs text-slate-600">{rest}</span>}
    </>
  );
}
