import { connectToDatabase } from "@/lib/db";
import { badRequest } from "@/lib/http";
import {
  LAND_PROPERTY_TYPE,
  LISTING_FORM_BODY_LIMIT,
  LISTING_FORM_TOO_LARGE,
  MAX_IMAGES_PER_LISTING,
} from "@/lib/listings/options";
import type { ListingType, PropertyType } from "@/lib/listings/options";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { saveImages, type UploadResult } from "@/lib/storage";
import { submissionSchema, type SubmissionInput } from "@/lib/validation/submission";
import { Property } from "@/models/Property";

/** Room for 20 full-size images plus the text fields; anything larger is refused while it streams in. */
export const SUBMISSION_BODY_LIMIT = LISTING_FORM_BODY_LIMIT;
export const SUBMISSION_TOO_LARGE = LISTING_FORM_TOO_LARGE;
export const SUBMISSION_NOT_MULTIPART = "Send the listing as a multipart form.";

/** Public submissions upload to the same folder as the listings admins add. */
const IMAGE_FOLDER = "property";

const tooManySubmissions = (seconds: number) =>
  `Too many listings submitted from your network. Please try again in ${minutesText(seconds)}.`;

export type ImageOutcome = { name: string; status: UploadResult["status"]; message?: string };

/** Refuses (429) an address that used up its submissions; checked before the upload is read. */
export async function assertSubmissionAllowed(ip: string): Promise<void> {
  await assertAllowed([{ rule: LIMITS.submissionPerIp, key: ip }], tooManySubmissions);
}

/**
 * The public form's multipart fields: text fields once each (amenities may repeat), files under "images".
 * Every text field goes through the form's own zod schema, so a bracketed or unknown key (e.g.
 * `title[$gt]`) is a 400 like any other bad input.
 */
export function parseSubmissionForm(form: FormData): { input: SubmissionInput; files: File[] } {
  const fields: Record<string, string | string[]> = {};
  const files: File[] = [];
  for (const [key, value] of form) {
    if (key === "images") {
      if (typeof value === "string") throw badRequest("Images must be sent as files.");
      // A file input left empty still submits one nameless, empty part.
      if (value.size > 0 || value.name) files.push(value);
    } else if (typeof value !== "string") {
      throw badRequest(`${key} must be text.`);
    } else if (key === "amenities") {
      fields.amenities = [...((fields.amenities as string[] | undefined) ?? []), value];
    } else if (key in fields) {
      throw badRequest(`${key} was given more than once.`);
    } else {
      fields[key] = value;
    }
  }
  if (files.length > MAX_IMAGES_PER_LISTING) {
    throw badRequest(`You can upload at most ${MAX_IMAGES_PER_LISTING} images.`);
  }
  return { input: submissionSchema.parse(fields), files };
}

function listingFrom(input: SubmissionInput, imageUrls: string[]) {
  const isLand = input.type === "land";
  const type: ListingType = input.type === "sell" ? "sale" : input.type;
  const propertyType: PropertyType = isLand ? LAND_PROPERTY_TYPE : input.propertyType;
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    priceLabel: input.type === "rent" ? "per month" : "",
    type,
    propertyType,
    bhk: isLand ? 0 : (input.bedrooms ?? 0),
    bathrooms: isLand ? 0 : (input.bathrooms ?? 0),
    furnishing: isLand ? "Unfurnished" : input.furnishing,
    ...(type === "rent" && input.securityDeposit !== undefined ? { securityDeposit: input.securityDeposit } : {}),
    ...(input.availableFrom && !isLand ? { availableFrom: new Date(`${input.availableFrom}T00:00:00Z`) } : {}),
    // The public form is for owners; agents list through the admin.
    postedBy: "owner" as const,
    superBuiltupArea: { value: input.area, unit: "sqft" as const },
    location: { address: input.location, locality: input.locality, city: input.city },
    contactNumber: input.ownerPhone,
    contactEmail: input.ownerEmail,
    amenities: input.amenities,
    images: imageUrls.map((url, i) => ({ url, isPrimary: i === 0 })),
    pictures: imageUrls,
    owner: { name: input.ownerName, phone: input.ownerPhone, email: input.ownerEmail },
    source: "public" as const,
    // Waits for an admin to approve it; inactive listings are invisible to the public, so no cache to clear.
    isActive: false,
  };
}

/**
 * Stores a submitted listing, inactive, with the images that were accepted. When images were sent and none
 * could be stored, nothing is written: the owner would otherwise get a listing without the photos they chose.
 */
export async function createSubmission(
  input: SubmissionInput,
  files: File[],
  ip: string,
): Promise<{ id: string; images: ImageOutcome[] }> {
  // Only well-formed submissions count against the allowance.
  await consumeOrRefuse([{ rule: LIMITS.submissionPerIp, key: ip }], tooManySubmissions);
  await connectToDatabase();
  const uploads = await saveImages(files, IMAGE_FOLDER);
  const images = uploads.map(({ name, status, ...rest }) => ({
    name,
    status,
    ...("message" in rest ? { message: rest.message } : {}),
  }));
  const urls = uploads.flatMap((u) => (u.status === "Success" ? [u.url] : []));
  if (files.length > 0 && urls.length === 0) {
    throw badRequest("Failed to upload images. Please try again.", { images });
  }
  const doc = await Property.create(listingFrom(input, urls));
  return { id: String(doc._id), images };
}
