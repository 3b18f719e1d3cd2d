"use client";

import type { FormEvent } from "react";
import { Modal } from "@/components/admin/modal";
import { DialogActions } from "@/components/ui/dialog-actions";
import type { AdminListing } from "@/components/admin/types";
import { ACTIVE_OPTIONS, useSaveDialog, type SaveDialogProps } from "@/components/admin/use-save-dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { LAND_PROPERTY_TYPE } from "@/lib/listings/options";
import { updatePropertySchema } from "@/lib/validation/listing";

/** Quick edits of a listing: title, description, price, BHK and whether it is live. */
export function EditPropertyDialog({ listing, ...dialog }: { listing: AdminListing } & SaveDialogProps<AdminListing>) {
  const isLand = listing.propertyType === LAND_PROPERTY_TYPE;
  const { values, set, errors, busy, save } = useSaveDialog(
    {
      title: listing.title,
      description: listing.description ?? "",
      price: String(listing.price),
      bhk: String(listing.bhk ?? 0),
      isActive: listing.isActive ? "active" : "inactive",
    },
    dialog,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({
      url: `/api/property/property/${listing._id}`,
      key: "property",
      parsed: updatePropertySchema.safeParse({
        title: values.title,
        description: values.description,
        price: values.price,
        ...(isLand ? {} : { bhk: values.bhk }),
        isActive: values.isActive === "active",
      }),
      failure: "Failed to update property",
      success: "Property updated",
    });
  }

  return (
    <Modal title="Edit property" onClose={dialog.onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Title"
          required
          maxLength={70}
          value={values.title}
          onChange={set("title")}
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          rows={4}
          maxLength={4096}
          value={values.description}
          onChange={set("description")}
          error={errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={listing.type === "rent" ? "Monthly rent (₹)" : "Price (₹)"}
            required
            type="number"
            inputMode="numeric"
            min={0}
            value={values.price}
            onChange={set("price")}
            error={errors.price}
          />
          <TextField
            label="BHK"
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            disabled={isLand}
            hint={isLand ? "Plots and land have no bedrooms" : undefined}
            value={isLand ? "" : values.bhk}
            onChange={set("bhk")}
            error={errors.bhk}
          />
        </div>
        <SelectField
          label="Status"
          value={values.isActive}
          onChange={set("isActive")}
          hint={listing.status === "pending" ? "Choosing Active approves this submission." : undefined}
          options={ACTIVE_OPTIONS}
        />
        <DialogActions className="mt-6" onCancel={dialog.onClose} busy={busy} label="Save" busyLabel="Saving..." />
      </form>
    </Modal>
  );
}
