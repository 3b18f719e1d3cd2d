"use client";

import { ExternalLink } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { useRouteData } from "@/components/ui/use-route-data";
import { formatDate } from "@/components/admin/list-parts";
import { sourceLabel, StatusBadge } from "@/components/admin/listing-labels";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { adminListing, type AdminListing } from "@/lib/contracts/admin";
import { allImages, formatArea, formatRupees, LISTING_TYPE_LABELS } from "@/lib/format";

function Facts({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value === "" || value == null ? "—" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A yes/no fact as the listing page says it: one the owner was never asked is "Not specified", not "No". */
const yesNo = (value: boolean | null | undefined) => (value == null ? "Not specified" : value ? "Yes" : "No");

/**
 * Everything about one listing, for review: the row's data at once, then the full record (with a
 * submission's owner contact) from the admin API.
 */
export function PropertyDetailDialog({ listing: row, onClose }: { listing: AdminListing; onClose: () => void }) {
  const { data, error } = useRouteData(adminListing, { params: { id: row._id } }, "Failed to load details");
  const listing = data?.property ?? row;
  const loadError = error?.message ?? (data && !data.property ? "Failed to load details" : null);

  const pictures = allImages(listing);
  const place: Partial<NonNullable<AdminListing["location"]>> = listing.location ?? {};

  return (
    <DialogFrame title={listing.title} look="centered" size="large" openOnMount onClose={onClose}>
      {loadError && (
        <p role="alert" className="mb-4 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {loadError}
        </p>
      )}
      {pictures.length > 0 ? (
        <ul aria-label="Pictures" className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2">
          {pictures.map((url, i) => (
            <li key={url} className="shrink-0 snap-start">
              <img
                src={url}
                alt={`${listing.title}, picture ${i + 1} of ${pictures.length}`}
                className="h-40 w-60 rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No pictures.</p>
      )}

      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <Facts
          title="Basic information"
          rows={[
            ["Price", formatRupees(listing.price)],
            ["Listing", LISTING_TYPE_LABELS[listing.type] ?? listing.type],
            ["Property type", listing.propertyType],
            ["BHK", listing.bhk || "—"],
            ["Bathrooms", listing.bathrooms || "—"],
            ["Furnishing", listing.furnishing],
            ["Facing", listing.facing],
            [
              "Floor",
              listing.floorNo != null
                ? `${listing.floorNo}${listing.totalFloors ? ` of ${listing.totalFloors}` : ""}`
                : "",
            ],
            ["Bachelors allowed", yesNo(listing.bachelorsAllowed)],
            ["Maintenance", listing.maintenanceMonthly ? `${formatRupees(listing.maintenanceMonthly)}/month` : ""],
            [
              "Car parking",
              listing.carParking == null ? "" : listing.carParking >= 4 ? "3+" : listing.carParking || "None",
            ],
          ]}
        />
        <div className="space-y-6">
          <Facts
            title="Area"
            rows={[
              ["Super built-up", formatArea(listing.superBuiltupArea)],
              ["Carpet", formatArea(listing.carpetArea)],
            ]}
          />
          <Facts
            title="Location"
            rows={[
              ["Address", place.address],
              ["City", place.city],
              ["State", place.state],
              ["Country", place.country],
              ["PIN code", place.zipCode],
            ]}
          />
        </div>
        <Facts
          title="Contact"
          rows={[
            ["Phone", listing.contactNumber],
            ["E-mail", listing.contactEmail],
            ...(listing.owner
              ? ([
                  ["Owner", listing.owner.name],
                  ["Owner phone", listing.owner.phone],
                  ["Owner e-mail", listing.owner.email],
                ] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
        <Facts
          title="Status"
          rows={[
            ["Status", <StatusBadge key="status" status={listing.status} />],
            ["Source", sourceLabel(listing.source)],
            ["Views", (listing.views ?? 0).toLocaleString("en-IN")],
            ["Created", formatDate(listing.createdAt, true)],
          ]}
        />
      </div>

      <section className="mt-6">
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Description</h3>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{listing.description || "No description."}</p>
      </section>
      <section className="mt-6">
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Amenities</h3>
        {listing.amenities?.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {listing.amenities.map((amenity) => (
              <li key={amenity} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {amenity}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">None listed.</p>
        )}
      </section>
      {listing.status === "active" && (
        <a
          href={`/properties/${listing._id}`}
          target="_blank"
          rel="noopener"
          className="text-brand-700 mt-6 inline-flex items-center gap-1.5 text-sm font-semibold hover:underline"
        >
          Open the public page <ExternalLink aria-hidden className="h-4 w-4" />
        </a>
      )}
    </DialogFrame>
  );
}
