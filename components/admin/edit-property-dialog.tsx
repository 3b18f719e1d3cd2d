"use client";

import { DialogFrame } from "@/components/ui/dialog-frame";
import type { SaveDialogProps } from "@/components/forms/save-record";
import { ListingForm } from "@/components/listing-form/listing-form";
import type { AdminListing } from "@/lib/contracts/admin";

/** Edits every field of a listing (photos aside) and whether it is live, through the one listing form. */
export function EditPropertyDialog({ listing, ...dialog }: { listing: AdminListing } & SaveDialogProps<AdminListing>) {
  return (
    <DialogFrame title="Edit property" look="centered" size="large" openOnMount onClose={dialog.onClose}>
      <ListingForm mode="edit" listing={listing} {...dialog} />
    </DialogFrame>
  );
}
