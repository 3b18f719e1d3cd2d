"use client";

import { Modal } from "@/components/admin/modal";
import type { SaveDialogProps } from "@/components/forms/save-record";
import { ListingForm } from "@/components/listing-form/listing-form";
import type { AdminListing } from "@/lib/contracts/admin";

/** Quick edits of a listing: title, description, price, BHK and whether it is live. */
export function EditPropertyDialog({ listing, ...dialog }: { listing: AdminListing } & SaveDialogProps<AdminListing>) {
  return (
    <Modal title="Edit property" onClose={dialog.onClose}>
      <ListingForm mode="edit" listing={listing} {...dialog} />
    </Modal>
  );
}
