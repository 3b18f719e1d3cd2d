"use client";

import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { callApi } from "@/components/ui/api";
import { DialogActions, Modal } from "@/components/admin/modal";
import type { AdminListing } from "@/components/admin/types";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { LAND_PROPERTY_TYPE } from "@/lib/listings/options";
import { updatePropertySchema } from "@/lib/validation/listing";
import { answerErrors, issuesByPath } from "@/components/admin/issues-by-path";

/** Quick edits of a listing: title, description, price, BHK and whether it is live. */
export function EditPropertyDialog({
  listing,
  onSaved,
  onClose,
}: {
  listing: AdminListing;
  onSaved: (listing: AdminListing) => void;
  onClose: () => void;
}) {
  const isLand = listing.propertyType === LAND_PROPERTY_TYPE;
  const [values, setValues] = useState({
    title: listing.title,
    description: listing.description ?? "",
    price: String(listing.price),
    bhk: String(listing.bhk ?? 0),
    isActive: listing.isActive ? "active" : "inactive",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updatePropertySchema.safeParse({
      title: values.title,
      description: values.description,
      price: values.price,
      ...(isLand ? {} : { bhk: values.bhk }),
      isActive: values.isActive === "active",
    });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await callApi<{ property?: AdminListing; errors?: Record<string, string> }>(
      `/api/property/property/${listing._id}`,
      { method: "PUT", json: parsed.data },
    );
    setBusy(false);
    if (!answer.ok || !answer.body.property) {
      setErrors(answerErrors(answer.body));
      toast.error(
        answer.status === 0 ? "Error connecting to server" : (answer.body.message ?? "Failed to update property"),
      );
      return;
    }
    toast.success(answer.body.message ?? "Property updated");
    onSaved(answer.body.property);
    onClose();
  }

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <Modal title="Edit property" onClose={onClose}>
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
          options={[
            { value: "active", label: "Active" },
            { value: "inactive", label: "Inactive" },
          ]}
        />
        <DialogActions onCancel={onClose} busy={busy} label="Save" busyLabel="Saving..." />
      </form>
    </Modal>
  );
}
