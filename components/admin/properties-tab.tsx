"use client";

import { Check, Pencil, Trash2, X } from "@/components/ui/icons";
import { PhoneVerifiedBadge } from "@/components/properties/phone-verified-badge";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { callRoute, failureMessage } from "@/components/ui/api";
import { ConfirmDelete, ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DuplicateCompareDialog,
  DuplicateNote,
  duplicateReasons,
  flaggedDuplicate,
} from "@/components/admin/possible-duplicate";
import { EditPropertyDialog } from "@/components/admin/edit-property-dialog";
import { IconButton, PagedTable, SearchBox, td } from "@/components/admin/list-parts";
import { PlaceCell, sourceLabel, StatusBadge } from "@/components/admin/listing-labels";
import { hasPendingEdit, LISTING_STATUS_FILTERS, OwnerCell, OwnerEditNote } from "@/components/admin/listing-owner";
import { PropertyDetailDialog } from "@/components/admin/property-detail-dialog";
import { RejectDialog } from "@/components/admin/reject-dialog";
import { adminListingList, type AdminListing } from "@/lib/contracts/admin";
import { deleteListing, updateListing } from "@/lib/contracts/listings";
import { useAdminTable } from "@/components/admin/use-admin-table";
import { SelectField } from "@/components/ui/form-fields";
import { coverImage, formatRupees } from "@/lib/format";

type Open = {
  kind: "detail" | "edit" | "reject" | "delete" | "compare" | "approve" | "approve-duplicate";
  listing: AdminListing;
} | null;

/** Every listing (live, switched off, or waiting for approval): search, filter, edit, approve, delete. */
export function PropertiesTab() {
  const [open, setOpen] = useState<Open>(null);
  const { filters, setFilter, reload, patch, removeRow, paging } = useAdminTable(adminListingList, "properties", {
    filters: { q: "", status: "all" },
  });
  const { q, status } = filters;

  async function approve(listing: AdminListing): Promise<boolean> {
    const answer = await callRoute(updateListing, { params: { id: listing._id }, json: { isActive: true } });
    if (!answer.ok || !answer.body.property) {
      toast.error(failureMessage(answer, "Failed to approve the property"));
      return false;
    }
    toast.success(
      hasPendingEdit(listing) ? "Owner's changes approved and live" : "Property approved and live on the site",
    );
    // Under "Awaiting approval" it no longer belongs in the list.
    if (status === "pending") reload();
    else patch(listing._id, answer.body.property);
    return true;
  }

  /** A listing that looks like another one is approved only after the admin says so. */
  // Approving puts the listing (or its owner's changes) live and mails its owner: it is asked first.
  const askApprove = (listing: AdminListing) =>
    setOpen({ kind: flaggedDuplicate(listing) ? "approve-duplicate" : "approve", listing });

  const remove = (listing: AdminListing, reason?: string) =>
    removeRow(() => callRoute(deleteListing, { params: { id: listing._id }, json: reason ? { reason } : undefined }), {
      failure: "Failed to delete the property",
      success: (said) => (reason !== undefined ? "Submission rejected" : (said ?? "Property deleted")),
    });

  /** Drops a live listing's waiting owner changes; the listing stays, as approved. */
  async function rejectEdit(listing: AdminListing, reason: string) {
    const answer = await callRoute(deleteListing, {
      params: { id: listing._id },
      json: reason ? { reason } : undefined,
    });
    if (!answer.ok) {
      toast.error(failureMessage(answer, "Failed to reject the changes"));
      return false;
    }
    toast.success("Owner's changes rejected; the listing stays as approved");
    reload();
    return true;
  }

  function saved(listing: AdminListing) {
    // A filter the listing no longer matches drops it on the next load.
    if (status !== "all" && listing.status !== status) reload();
    else patch(listing._id, listing);
  }

  return (
    <section aria-label="Properties" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label="Search properties"
          placeholder="Title, locality, city or PIN"
          value={q}
          onSearch={(text) => setFilter("q", text)}
          className="w-full sm:max-w-md"
        />
        <SelectField
          label="Status"
          className="sm:w-56 [&_select]:h-10 [&_select]:py-0"
          value={status}
          onChange={(e) => setFilter("status", e.target.value)}
          options={LISTING_STATUS_FILTERS}
        />
      </div>
      <PagedTable
        name="Properties"
        columns={["Property", "Status", "Price", "Location", "BHK", "Type", "Source", "Owner"]}
        actions
        empty={q || status !== "all" ? "No properties match these filters." : "No properties yet."}
        {...paging}
      >
        {(listing) => (
          <tr
            key={listing._id}
            data-testid="property-row"
            onClick={() => setOpen({ kind: "detail", listing })}
            className="cursor-pointer hover:bg-slate-50"
          >
            <td className={td}>
              <div className="flex items-center gap-3">
                {/* Plain img: listing photos come from uploads or Cloudinary at thumbnail size. */}
                <img src={coverImage(listing)} alt="" className="h-12 w-16 shrink-0 rounded-md object-cover" />
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen({ kind: "detail", listing });
                  }}
                  className="hover:text-brand-700 text-left font-medium text-slate-900 hover:underline"
                >
                  {listing.title}
                </button>
              </div>
              {listing.phoneVerified && <PhoneVerifiedBadge className="mt-1" />}
              <OwnerEditNote listing={listing} />
              <DuplicateNote listing={listing} onCompare={() => setOpen({ kind: "compare", listing })} />
            </td>
            <td className={td}>
              <StatusBadge status={listing.status} />
            </td>
            <td className={`${td} amount`}>{formatRupees(listing.price)}</td>
            <td className={`${td} whole-words max-w-56`}>
              <PlaceCell location={listing.location} />
            </td>
            <td className={td}>{listing.bhk ? listing.bhk : "—"}</td>
            <td className={`${td} whitespace-nowrap capitalize`}>{listing.type}</td>
            <td className={`${td} whitespace-nowrap`}>{sourceLabel(listing.source)}</td>
            <td className={td}>
              <OwnerCell listing={listing} />
            </td>
            <td className={td}>
              <div className="flex justify-end gap-1">
                {listing.status === "pending" && (
                  <>
                    <IconButton label={`Approve ${listing.title}`} tone="green" onClick={() => askApprove(listing)}>
                      <Check aria-hidden className="h-4 w-4" />
                    </IconButton>
                    <IconButton
                      label={`Reject ${listing.title}`}
                      tone="rose"
                      onClick={() => setOpen({ kind: "reject", listing })}
                    >
                      <X aria-hidden className="h-4 w-4" />
                    </IconButton>
                  </>
                )}
                <IconButton label={`Edit ${listing.title}`} onClick={() => setOpen({ kind: "edit", listing })}>
                  <Pencil aria-hidden className="h-4 w-4" />
                </IconButton>
                {/* While its owner's changes wait, Delete would only reject them: approve or reject first. */}
                {!hasPendingEdit(listing) && (
                  <IconButton
                    label={`Delete ${listing.title}`}
                    tone="rose"
                    onClick={() => setOpen({ kind: "delete", listing })}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </IconButton>
                )}
              </div>
            </td>
          </tr>
        )}
      </PagedTable>

      {open?.kind === "compare" && <DuplicateCompareDialog listing={open.listing} onClose={() => setOpen(null)} />}
      {open?.kind === "approve" && (
        <ConfirmDialog
          title={hasPendingEdit(open.listing) ? "Approve the owner's changes?" : "Approve this listing?"}
          message={
            hasPendingEdit(open.listing)
              ? `The changes to “${open.listing.title}” go live on the site now.`
              : `“${open.listing.title}” goes live on the site now${open.listing.source === "submission" ? ", and its owner is told by e-mail" : ""}.`
          }
          confirmLabel="Approve"
          busyLabel="Approving..."
          tone="primary"
          onConfirm={() => approve(open.listing)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "approve-duplicate" && (
        <ConfirmDialog
          title="Approve a possible duplicate?"
          message={`“${open.listing.title}” looks like “${open.listing.possibleDuplicate?.of?.title}” (${duplicateReasons(open.listing)}). Approve it anyway?`}
          confirmLabel="Approve anyway"
          busyLabel="Approving..."
          onConfirm={() => approve(open.listing)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "detail" && <PropertyDetailDialog listing={open.listing} onClose={() => setOpen(null)} />}
      {open?.kind === "edit" && (
        <EditPropertyDialog listing={open.listing} onSaved={saved} onClose={() => setOpen(null)} />
      )}
      {open?.kind === "reject" && (
        <RejectDialog
          title={open.listing.title}
          edit={hasPendingEdit(open.listing)}
          onReject={(reason) =>
            hasPendingEdit(open.listing) ? rejectEdit(open.listing, reason) : remove(open.listing, reason)
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete what="property" onConfirm={() => remove(open.listing)} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
