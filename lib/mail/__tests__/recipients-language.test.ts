import { POST as contactAgent } from "@/app/api/contact-agent/route";
import { POST as submitListing } from "@/app/api/property/submissions/route";
import { deleteListing } from "@/lib/listings/writes";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { postMessage } from "@/lib/conversations/messages";
import { DAY_MS, runFreshnessCycle, sendReminder } from "@/lib/freshness";
import { notifyOwnerOfApproval } from "@/lib/owners/notify";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { clearJobs, jobsNamed } from "@/test/job-helpers";
import { Property, User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";
import { Conversation, type ConversationDoc } from "@/models/Conversation";
import { temporaryUploads } from "@/test/upload-folder";

/*
 * The mails about a listing and its enquiries go out in the recipient's language: the account's setting,
 * else (a signed-out enquirer) the language of the page the enquiry was sent from.
 */

const outbox = useTemporaryOutbox();
temporaryUploads("sent-language-");

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  await clearJobs();
});

const ODIA = /[\u0B00-\u0B7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

type QueuedMail = { to: string; subject: string; text: string; html: string };
const queuedTo = async (to: string) =>
  (await jobsNamed("mail.send")).map((job) => job.data as QueuedMail).filter((mail) => mail.to === to);

/** A live listing of an owner account that reads Odia. */
async function odiaOwnersListing(overrides: Record<string, unknown> = {}) {
  const { user } = await userWithSession({ name: "Rina Sahu" });
  await User.updateOne({ _id: user._id }, { $set: { language: "or" } });
  const listing = await createProperty({
    account: user._id,
    source: "public",
    location: { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
    owner: { name: user.name, phone: "9437012345", email: user.email },
    ...overrides,
  });
  return { user, listing, id: String(listing._id) };
}

describe("an enquiry from a Hindi page to an owner who reads Odia", () => {
  it("mails the owner in Odia and the signed-out enquirer's copy, and the owner's reply, in Hindi", async () => {
    const { user, id } = await odiaOwnersListing();
    const response = await contactAgent(
      jsonRequest("/api/contact-agent", {
        method: "POST",
        headers: { "x-page-language": "hi" },
        json: {
          name: "Amit Kumar",
          email: "amit@example.in",
          phone: "98610 12345",
          message: "Is it free from December?",
          propertyDetails: { id },
        },
      }),
      routeContext({}),
    );
    expect(response.status).toBe(201);

    const [toOwner] = await queuedTo(user.email);
    expect(toOwner.subject).toMatch(ODIA);
    expect(toOwner.text).toContain("Is it free from December?");
    expect(toOwner.text).toMatch(/\/or\/messages\/[0-9a-f]{24}/);
    expect(toOwner.html).toContain('<html lang="or">');

    const [copy] = await queuedTo("amit@example.in");
    expect(copy.subject).toMatch(DEVANAGARI);
    expect(copy.text).toContain("/hi/messages/guest?token=");
    expect(copy.html).toContain('<html lang="hi">');

    const thread = (await Conversation.findOne({ guestEmail: "amit@example.in" }).lean()) as ConversationDoc;
    expect(thread.guestLanguage).toBe("hi");
    await clearJobs();
    await postMessage(thread, "owner", "Yes, from the 1st.", { senderUserId: String(user._id) });
    const [reply] = await queuedTo("amit@example.in");
    expect(reply.subject).toMatch(DEVANAGARI);
    expect(reply.text).toContain("Rina ने जवाब दिया");
    expect(reply.text).toContain("/hi/messages/guest?token=");
  });

  it("keeps an English page's enquiry copy in English", async () => {
    const { id } = await odiaOwnersListing();
    await contactAgent(
      jsonRequest("/api/contact-agent", {
        method: "POST",
        json: {
          name: "Amit",
          email: "amit@example.in",
          phone: "98610 12345",
          message: "Hello",
          propertyDetails: { id },
        },
      }),
      routeContext({}),
    );
    const [copy] = await queuedTo("amit@example.in");
    expect(copy.subject).toMatch(/^Your enquiry about /);
    expect(copy.text).not.toContain("/hi/");
  });
});

describe("the approval and the freshness reminder of an owner who reads Odia", () => {
  it("approval: Odia, with the listing's Odia page", async () => {
    const { user, listing, id } = await odiaOwnersListing();
    expect(await notifyOwnerOfApproval(listing.toObject(), "listing")).toBe(true);
    const [mail] = await queuedTo(user.email);
    expect(mail.subject).toMatch(ODIA);
    expect(mail.text).toContain(`/or/properties/${id}`);
  });

  it("reminder: the question, the buttons and the push path in Odia", async () => {
    const start = new Date("2026-09-01T06:00:00Z");
    const { user, id } = await odiaOwnersListing({ freshAt: start, bhk: 2 });
    await runFreshnessCycle(new Date(start.getTime() + 30 * DAY_MS), async () => true);
    await sendReminder(id, start);
    const [mail] = await mailsTo(outbox, user.email);
    expect(mail.subject).toBe("Patiaରେ ଥିବା ଆପଣଙ୍କ 2 BHK ଫ୍ଲାଟ୍ ଏବେ ବି ଉପଲବ୍ଧ କି?");
    expect(mail.text).toContain("/or/listing-availability?token=");
    expect(mail.text).toContain("ଭଡ଼ା ହୋଇଗଲା: ");
    expect(mail.text).not.toMatch(/ ([1-9]|[12]\d|3[01]) (October|November|December)/);
  });
});

describe("a listing submitted signed out from an Odia page", () => {
  it("keeps the page's language for its owner: the rejection is mailed in Odia", async () => {
    const fields: Record<string, string> = {
      title: "2BHK flat near Jaydev Vihar",
      location: "Lane 4, Jaydev Vihar",
      locality: "Jaydev Vihar",
      price: "18000",
      type: "rent",
      propertyType: "Flats/Apartments",
      description: "Second floor, east facing, close to the market.",
      bedrooms: "2",
      bathrooms: "2",
      area: "1100",
      furnishing: "Semi-Furnished",
      ownerName: "Bikash Rout",
      ownerPhone: "9437123456",
      ownerEmail: "bikash@example.in",
    };
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    const response = await submitListing(
      new Request("http://localhost:3000/api/property/submissions", {
        method: "POST",
        body,
        headers: { "x-page-language": "or" },
      }),
      routeContext({}),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await Property.findById(id).lean();
    expect(stored?.owner?.language).toBe("or");
    // The texted code confirms the number and sends it for review: here the review's queue is reached directly.
    await Property.updateOne({ _id: id }, { $set: { awaitingReview: true } });
    const { user: admin } = await userWithSession({ role: "admin" });
    await deleteListing(admin.toObject(), id, { reason: "Blurred photos" });
    const [mail] = await queuedTo("bikash@example.in");
    expect(mail.subject).toMatch(ODIA);
    expect(mail.text).toContain("କାରଣ: Blurred photos");
    expect(mail.text).toContain("/or/submit-property");
  });

  it("an English page's submission stores no language, and its mails stay English", async () => {
    const listing = await createProperty({ source: "public", owner: { name: "A", email: "a@example.in" } });
    expect(listing.toObject().owner?.language).toBeUndefined();
    await notifyOwnerOfApproval(listing.toObject(), "listing");
    const [mail] = await queuedTo("a@example.in");
    expect(mail.subject).toMatch(/^Your listing is live on /);
  });
});
