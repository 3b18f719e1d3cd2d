import { connectToDatabase } from "@/lib/db";
import { LAND_PROPERTY_TYPE, type PropertyType } from "@/lib/listings/options";
import { consumePhotoQuota } from "@/lib/listings/photo-quota";
import { withUploadsOwnedBy } from "@/lib/listings/photos";
import { storeListingImages, type ImageOutcome } from "@/lib/listings/writes";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import type { SubmissionInput } from "@/lib/validation/listing";
import { Property } from "@/models/Property";

// The owner's List Your Property form: its multipart body is read by `parseSubmissionForm` (form.ts).

const tooManySubmissions = (seconds: number) =>
  `Too many listings submitted from your network. Please try again in ${minutesText(seconds)}.`;

/** Refuses (429) an address that used up its submissions; checked before the upload is read. */
export async function assertSubmissionAllowed(ip: string): Promise<void> {
  await assertAllowed([{ rule: LIMITS.submissionPerIp, key: ip }], tooManySubmissions);
}

function listingFrom(input: SubmissionInput, imageUrls: string[]) {
  const isLand = input.type === "land";
  const type = input.type;
  const propertyType: PropertyType = isLand ? LAND_PROPERTY_TYPE : input.propertyType;
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    priceLabel: input.type === "rent" ? "per month" : "",
    type,
    propertyType,
    bhk: isLand ? 0 : (input.bhk ?? 0),
    bathrooms: isLand ? 0 : (input.bathrooms ?? 0),
    furnishing: isLand ? "Unfurnished" : input.furnishing,
    ...(type === "rent" && input.securityDeposit !== undefined ? { securityDeposit: input.securityDeposit } : {}),
    ...(input.availableFrom && !isLand ? { availableFrom: new Date(`${input.availableFrom}T00:00:00Z`) } : {}),
    // The public form is for owners; agents list through the admin.
    postedBy: "owner" as const,
    superBuiltupArea: { value: input.superBuiltupArea.value, unit: "sqft" as const },
    location: {
      ...input.location,
      // Without a pin the model puts the listing at its locality's centre, approximate.
      ...(input.geo ? { geo: { ...input.geo, approximate: false } } : {}),
      areaOnly: input.areaOnly ?? false,
    },
    contactNumber: input.owner.phone,
    contactEmail: input.owner.email,
    amenities: input.amenities,
    images: imageUrls.map((url, i) => ({ url, isPrimary: i === 0 })),
    pictures: imageUrls,
    owner: input.owner,
    source: "public" as const,
    // Waits for an admin to approve it; inactive listings are invisible to the public, so no cache to clear.
    isActive: false,
  };
}

/**
 * Stores a submitted listing, inactive, with the images that were accepted. When images were sent and none
 * could be stored, nothing is written: the owner would otherwise get a listing without the photos they chose.
 * A signed-in sender's photos count against the account's daily allowance (429 and nothing stored when
 * they do not fit); stored photos are deleted again when the listing cannot be written.
 */
export async function createSubmission(
  input: SubmissionInput,
  files: File[],
  ip: string,
  /** The signed-in account that sends it: the listing is theirs (My listings). */
  account?: string,
): Promise<{ id: string; images: ImageOutcome[] }> {
  // Only well-formed submissions count against the allowance.
  await consumeOrRefuse([{ rule: LIMITS.submissionPerIp, key: ip }], tooManySubmissions);
  if (account) await consumePhotoQuota(account, files);
  await connectToDatabase();
  const { images, urls } = await storeListingImages(files);
  const doc = await withUploadsOwnedBy(urls, () =>
    Property.create({ ...listingFrom(input, urls), ...(account ? { account } : {}) }),
  );
  return { id: String(doc._id), images };
}
