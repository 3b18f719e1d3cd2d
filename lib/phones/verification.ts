import type { QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { checkForDuplicate } from "@/lib/duplicates/find";
import { NotFoundError } from "@/lib/errors";
import { expireListing, listingCacheState } from "@/lib/listings/cache";
import { consumeCode } from "@/lib/otp";
import type { Locale } from "@/lib/i18n/locales";
import { smsNumber } from "@/lib/phones/number";
import { sendPhoneCode, SMS_CODE_LIFETIME_TEXT, SMS_CODE_TEXT, smsCode, type Requester } from "@/lib/phones/sending";
import { Property, type PropertyDoc } from "@/models/Property";
import { User, type UserDoc } from "@/models/User";

/**
 * Verified numbers and the "Phone verified" mark of listings. An account has at most one verified number
 * and a number belongs to at most one account (a unique index, for phone sign-in): the newest verification
 * on a profile wins, and the account that held the number loses it. The mark is the listing's own: set when
 * its contact number is proved (an SMS code for the listing, or its owner account's verified number) and
 * dropped only when that contact number changes. A number may be verified on several listings, so proving
 * it for one listing or account never takes the mark from another.
 */

export const PHONE_CODE_SENT = `We have sent ${SMS_CODE_TEXT} by SMS. ${SMS_CODE_LIFETIME_TEXT}`;

/** Marks the listings the filter matches, expiring the cached pages of those the public sees. */
async function setMarks(filter: QueryFilter<PropertyDoc>): Promise<void> {
  const changing = await Property.find(
    { ...filter, phoneVerified: { $ne: true } },
    { _id: 1, isActive: 1, type: 1, location: 1 },
  ).lean();
  if (!changing.length) return;
  await Property.updateMany(
    { _id: { $in: changing.map((doc) => doc._id) } },
    { $set: { phoneVerified: true } },
    { timestamps: false },
  );
  for (const doc of changing) {
    const state = listingCacheState(doc);
    expireListing(state, state);
  }
}

const DUPLICATE_KEY = 11000;

/** The profile's phone field takes an Indian number as its 10 digits. */
const profilePhone = (phone: string) => (phone.startsWith("+91") ? phone.slice(3) : phone);

/** Gives the number to the account, taking it from whichever account held it (its listings keep their marks). */
async function claimNumber(phone: string, account: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await User.updateMany(
      { verifiedPhone: phone, _id: { $ne: account } },
      { $unset: { verifiedPhone: 1, phoneVerifiedAt: 1 } },
    );
    try {
      await User.updateOne(
        { _id: account },
        { $set: { verifiedPhone: phone, phone: profilePhone(phone), phoneVerifiedAt: new Date() } },
      );
      return;
    } catch (error) {
      // Another account verified the same number in between: the later of the two wins.
      if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt >= 2) throw error;
    }
  }
}

/**
 * Gives the number to an account that has none, unless another account holds it: a code entered for a
 * listing proves the number for that listing, and neither replaces the account's own number nor takes one
 * from its holder. Answers whether the account now has it.
 */
async function adoptNumber(phone: string, account: string): Promise<boolean> {
  try {
    const { modifiedCount } = await User.updateOne(
      { _id: account, verifiedPhone: { $exists: false } },
      { $set: { verifiedPhone: phone, phone: profilePhone(phone), phoneVerifiedAt: new Date() } },
    );
    return modifiedCount > 0;
  } catch (error) {
    // Another account holds the number: it stays theirs.
    if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
    throw error;
  }
}

/** The account's listings with its verified number gain the mark; no other listing changes. */
async function markAccountListings(account: string, phone: string): Promise<void> {
  await setMarks({ account, contactPhone: phone });
}

/** Texts a code to the number a signed-in account wants to verify, in `language` (English without one). */
export async function sendAccountPhoneCode(
  account: string,
  phoneText: string,
  ip: string,
  language?: Locale,
): Promise<string> {
  const phone = smsNumber(phoneText);
  await sendPhoneCode({ phone, purpose: "verify", subject: account }, { ip, account, language });
  return PHONE_CODE_SENT;
}

/** Checks the code and makes the number the account's verified one; answers the account as it now is. */
export async function verifyAccountPhone(account: string, phoneText: string, otp: string): Promise<UserDoc> {
  const phone = smsNumber(phoneText);
  await consumeCode(smsCode({ phone, purpose: "verify", subject: account }), otp);
  await connectToDatabase();
  await claimNumber(phone, account);
  await markAccountListings(account, phone);
  const user = await User.findById(account).lean<UserDoc>();
  if (!user) throw new NotFoundError("User not found");
  return user;
}

/** A submission whose number still waits for its SMS code; 404 for any other id. */
async function submissionAwaitingPhone(listingId: string) {
  await connectToDatabase();
  const listing = await Property.findOne(
    { _id: listingId, awaitingPhone: true, contactPhone: { $type: "string" } },
    { contactPhone: 1, account: 1 },
  ).lean();
  if (!listing) throw new NotFoundError("This submission is not waiting for a phone code.");
  return { phone: listing.contactPhone!, account: listing.account ? String(listing.account) : null };
}

/** Texts a code to a submission's contact number (sent once when it is submitted, again on request). */
export async function sendSubmissionPhoneCode(listingId: string, requester: Requester): Promise<string> {
  const { phone } = await submissionAwaitingPhone(listingId);
  await sendPhoneCode({ phone, purpose: "listing", subject: listingId }, requester);
  return PHONE_CODE_SENT;
}

/**
 * Confirms a submission's number with its code: the submission joins the admins' queue with the mark. No
 * other listing or account changes, except that a signed-in sender's account without a verified number
 * takes this one when nobody holds it. Listings of others with the same number keep their marks: the same
 * owner posting again, signed out, is a possible duplicate for the admins, not a reason to un-verify them.
 */
export async function verifySubmissionPhone(listingId: string, otp: string): Promise<void> {
  const { phone, account } = await submissionAwaitingPhone(listingId);
  await consumeCode(smsCode({ phone, purpose: "listing", subject: listingId }), otp);
  await Property.updateOne(
    { _id: listingId, awaitingPhone: true },
    { $set: { awaitingReview: true }, $unset: { awaitingPhone: 1 } },
  );
  await setMarks({ _id: listingId });
  if (account && (await adoptNumber(phone, account))) await markAccountListings(account, phone);
  // In the queue now, with its mark: the admins see whether it looks like a listing we have.
  await checkForDuplicate(listingId);
}

/** Whether the listing's contact number is its owner account's verified number, for a listing just written. */
export async function markListingIfVerified(listingId: string, account: string | undefined): Promise<boolean> {
  if (!account) return false;
  const [listing, user] = await Promise.all([
    Property.findById(listingId, { contactPhone: 1 }).lean(),
    User.findById(account, { verifiedPhone: 1 }).lean(),
  ]);
  const verified = Boolean(listing?.contactPhone && listing.contactPhone === user?.verifiedPhone);
  if (verified) await setMarks({ _id: listingId });
  return verified;
}
