import { connectToDatabase } from "@/lib/db";
import { enqueueMail } from "@/lib/jobs";
import { log } from "@/lib/log";
import { enquiryReceivedMail } from "@/lib/mail/templates";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

export type EnquiryNotice = { name: string; phone: string; email: string; message: string };

/**
 * Tells the owner of a listing (the account it belongs to) about a new enquiry by e-mail, through the job
 * queue (retried while the mail server is down): the visitor's message is stored whether or not the mail goes, and a failure here is logged,
 * never the visitor's problem. Listings without an owner account (the team's own, or a signed-out
 * submission nobody claimed) are answered by the team, who read every enquiry in the admin's messages tab.
 * Answers whether a mail was queued.
 */
export async function notifyOwnerOfEnquiry(listingId: string, enquiry: EnquiryNotice): Promise<boolean> {
  try {
    await connectToDatabase();
    const listing = await Property.findById(listingId, { title: 1, account: 1 }).lean();
    if (!listing?.account) return false;
    const owner = await User.findById(listing.account, { email: 1, name: 1 }).lean();
    if (!owner?.email) return false;
    return await enqueueMail(
      enquiryReceivedMail(owner.email, { ownerName: owner.name ?? "", title: listing.title, ...enquiry }),
    );
  } catch (error) {
    log.error({ err: error, listingId }, "Telling the owner about an enquiry failed");
    return false;
  }
}
