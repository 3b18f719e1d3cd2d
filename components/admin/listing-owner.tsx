import Link from "next/link";
import type { AdminListing } from "@/lib/contracts/admin";

// The owner's side of a listing in the admin's table: whose account it belongs to, and what the owner changed
// since it was last approved.

/** The status filter's choices, the owners' states included. */
export const LISTING_STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "pending", label: "Awaiting approval" },
  { value: "closed", label: "Closed by owner" },
  { value: "rejected", label: "Rejected" },
];

/** The owning account, linked to it in the users tab; "—" for the team's own listings. */
export function OwnerCell({ listing }: { listing: AdminListing }) {
  const account = listing.ownerAccount;
  if (!account) return <span className="text-slate-500">—</span>;
  return (
    <Link
      href={`/admin/dashboard?tab=users&q=${encodeURIComponent(account.email || account._id)}`}
      onClick={(event) => event.stopPropagation()}
      className="text-brand-700 block max-w-48 truncate hover:underline"
      title={account.email}
      data-testid="listing-owner"
    >
      {account.name || account.email || "Owner"}
    </Link>
  );
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : Array.isArray(value)
      ? `${value.length} item${value.length === 1 ? "" : "s"}`
      : typeof value === "object"
        ? Object.values(value as Record<string, unknown>)
            .filter((v) => v !== null && v !== "")
            .join(", ")
        : String(value);

/** Whether a listing is live while its owner's changes wait for approval. */
export const hasPendingEdit = (listing: AdminListing) =>
  listing.isActive && Boolean(listing.pendingEdit?.changes.length);

function Changes({ changes }: { changes: NonNullable<AdminListing["ownerEdit"]>["changes"] }) {
  return (
    <ul className="mt-1 space-y-0.5 text-slate-700">
      {changes.map((change) => (
        <li key={change.field} className="break-words whitespace-pre-line">
          <span className="font-medium">{change.field}</span>: {shown(change.before)} → {shown(change.after)}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Edited by owner" and each changed field, before and after: the changes already written to a listing
 * that is not live, and those that wait for approval on a live one (the site shows the "before" meanwhile).
 */
export function OwnerEditNote({ listing }: { listing: AdminListing }) {
  const edit = listing.ownerEdit;
  const pending = listing.pendingEdit;
  if (!edit && !pending?.changes.length) return null;
  return (
    <>
      {pending && pending.changes.length > 0 && (
        <details className="mt-1 text-xs" onClick={(event) => event.stopPropagation()} data-testid="owner-pending-edit">
          <summary className="cursor-pointer font-semibold text-amber-800">
            {listing.isActive
              ? "Edited by owner: changes wait for approval (live as approved)"
              : "Edited by owner: changes wait for approval"}
          </summary>
          <Changes changes={pending.changes} />
        </details>
      )}
      {edit && (
        <details className="mt-1 text-xs" onClick={(event) => event.stopPropagation()} data-testid="owner-edit">
          <summary className="cursor-pointer font-semibold text-amber-800">Edited by owner</summary>
          <Changes changes={edit.changes} />
        </details>
      )}
    </>
  );
}
