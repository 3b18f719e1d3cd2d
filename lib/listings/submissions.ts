import { connectToDatabase } from "@/lib/db";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { checkForDuplicate } from "@/lib/duplicates/find";
import { recordPhotoHashes } from "@/lib/duplicates/record";
import { LAND_PROPERTY_TYPE, type PropertyType } from "@/domain/listings/options";
import { consumePhotoQuota } from "@/lib/listings/photo-quota";
import { withLocalityCentre } from "@/lib/listings/locality-centres";
import { withUploadsOwnedBy } from "@/lib/listings/photos";
import { storeListingImages, type ImageOutcome } from "@/lib/listings/writes";
import { markListingIfVerified, sendSubmissionPhoneCode, smsNumber } from "@/lib/phones";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { DomainError } from "@/lib/errors";
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
    // Waits for its SMS code, then for an admin; inactive listings are invisible to the public, so no cache
    // to clear.
    isActive: false,
    awaitingPhone: true,
    awaitingReview: false,
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
  /** The language the code's SMS is written in (lib/i18n/request-language.ts). */
  language?: Locale,
): Promise<{ id: string; images: ImageOutcome[]; phoneCheck: PhoneCheck }> {
  // A number that cannot receive the code is refused before anything is counted or stored.
  smsNumber(input.owner.phone);
  // Only well-formed submissions count against the allowance.
  await consumeOrRefuse([{ rule: LIMITS.submissionPerIp, key: ip }], tooManySubmissions);
  if (account) await consumePhotoQuota(account, files);
  await connectToDatabase();
  const { images, urls, hashes } = await storeListingImages(files);
  const doc = await withUploadsOwnedBy(urls, async () => {
    const listing = new Property({ ...listingFrom(input, urls), ...(account ? { account } : {}) });
    // Kept for the mails about its review: an owner without an account has no language setting of their own.
    if (language && language !== DEFAULT_LOCALE) listing.set("owner.language", language);
    return (await withLocalityCentre(listing)).save();
  });
  await recordPhotoHashes(doc._id, hashes);
  const id = String(doc._id);
  const phoneCheck = await confirmNumber(id, ip, account, language);
  // The admin's queue says when it looks like a listing we have, checked once its number's mark is settled
  // (and again when a code confirms it); the sender is not told.
  await checkForDuplicate(doc._id);
  return { id, images, phoneCheck };
}

/**
 * What the sender must still do about the contact number: nothing when it is the signed-in owner's
 * verified number (the submission joins the queue with the mark), else enter the code just texted to it.
 * A code that could not be sent (a limit, the day's budget, the SMS service) leaves the submission stored
 * and waiting: the form says why and offers to send again.
 */
export type PhoneCheck = { done: true } | { done: false; sent: boolean; message: string };

async function confirmNumber(id: string, ip: string, account?: string, language?: Locale): Promise<PhoneCheck> {
  if (await markListingIfVerified(id, account)) {
    await Property.updateOne({ _id: id }, { $set: { awaitingReview: true }, $unset: { awaitingPhone: 1 } });
    return { done: true };
  }
  try {
    return { done: false, sent: true, message: await sendSubmissionPhoneCode(id, { ip, account, language }) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { done: false, sent: false, message: error.message };
  }
}
