import type { QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { checkForDuplicate } from "@/lib/duplicates/find";
import { NotFoundError } from "@/lib/errors";
import { expireListing, listingCacheState } from "@/lib/listings/cache";
import { consumeCode } from "@/lib/otp";
import { smsNumber } from "@/lib/phones/number";
import { sendPhoneCode, SMS_CODE_LIFETIME_TEXT, SMS_CODE_TEXT, smsCode, type Requester } from "@/lib/phones/sending";
import { Property, type PropertyDoc } from "@/models/Property";
import { User, type UserDoc } from "@/models/User";

/**
 * Verified numbers and the "Phone verified" mark of listings. An account has at most one verified number
 * and a number belongs to at most one account (a unique index): the newest verification wins, and the
 * account that held the number loses it, with the marks of its listings. A listing carries the mark when
 * its contact number is its owner account's verified number; a submission made signed out carries it
 * from the SMS that confirmed its number until an account verifies that number.
 */

export const PHONE_CODE_SENT = `We have sent ${SMS_CODE_TEXT} by SMS. ${SMS_CODE_LIFETIME_TEXT}`;

/** Sets the mark on the listings the filter matches, expiring the cached pages of those the public sees. */
async function setMarks(filter: QueryFilter<PropertyDoc>, value: boolean): Promise<void> {
  const changing = await Property.find(
    { ...filter, phoneVerified: value ? { $ne: true } : true },
    { _id: 1, isActive: 1, type: 1, location: 1 },
  ).lean();
  if (!changing.length) return;
  await Property.updateMany(
    { _id: { $in: changing.map((doc) => doc._id) } },
    { $set: { phoneVerified: value } },
    { timestamps: false },
  );
  for (const doc of changing) {
    const state = listingCacheState(doc);
    expireListing(state, state);
  }
}

const DUPLICATE_KEY = 11000;

/** Gives the number to the account (or to nobody), taking it from whichever account held it. */
async function claimNumber(phone: string, account: string | null): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await User.updateMany(
      { verifiedPhone: phone, ...(account ? { _id: { $ne: account } } : {}) },
      { $unset: { verifiedPhone: 1, phoneVerifiedAt: 1 } },
    );
    if (!account) return;
    try {
      // The profile's phone field takes an Indian number as its 10 digits.
      const profilePhone = phone.startsWith("+91") ? phone.slice(3) : phone;
      await User.updateOne(
        { _id: account },
        { $set: { verifiedPhone: phone, phone: profilePhone, phoneVerifiedAt: new Date() } },
      );
      return;
    } catch (error) {
      // Another account verified the same number in between: the later of the two wins.
      if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt >= 2) throw error;
    }
  }
}

/** The marks after an account's number changed: its listings with that number gain it, the others lose it. */
async function markAccountListings(account: string, phone: string): Promise<void> {
  await setMarks({ contactPhone: phone, account: { $ne: account } }, false);
  await setMarks({ account, contactPhone: { $ne: phone } }, false);
  await setMarks({ account, contactPhone: phone }, true);
}

/** Texts a code to the number a signed-in account wants to verify. */
export async function sendAccountPhoneCode(account: string, phoneText: string, ip: string): Promise<string> {
  const phone = smsNumber(phoneText);
  await sendPhoneCode({ phone, purpose: "verify", subject: account }, { ip, account });
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
 * Confirms a submission's number with its code: the submission joins the admins' queue with the mark. A
 * signed-in owner's account takes the number as its verified one (the newest verification); a signed-out
 * one's number is taken from any account that held it.
 */
export async function verifySubmissionPhone(listingId: string, otp: string): Promise<void> {
  const { phone, account } = await submissionAwaitingPhone(listingId);
  await consumeCode(smsCode({ phone, purpose: "listing", subject: listingId }), otp);
  await Property.updateOne(
    { _id: listingId, awaitingPhone: true },
    { $set: { awaitingReview: true }, $unset: { awaitingPhone: 1 } },
  );
  await claimNumber(phone, account);
  if (account) {
    await markAccountListings(account, phone);
  } else {
    await setMarks({ contactPhone: phone, _id: { $ne: listingId } }, false);
    await setMarks({ _id: listingId }, true);
  }
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
  if (verified) await setMarks({ _id: listingId }, true);
  return verified;
}
