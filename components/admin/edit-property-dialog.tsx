"use client";

import { Modal } from "@/components/admin/modal";
import type { SaveDialogProps } from "@/components/forms/save-record";
import { ListingForm } from "@/components/listing-form/listing-form";
import type { AdminListing } from "@/lib/contracts/admin";

/** Edits every field of a listing (photos aside) and whether it is live, through the one listing form. */
export function EditPropertyDialog({ listing, ...dialog }: { listing: AdminListing } & SaveDialogProps<AdminListing>) {
  return (
    <Modal title="Edit property" onClose={dialog.onClose} wide>
      <ListingForm mode="edit" listing={listing} {...dialog} />
    </Modal>
  );
}
