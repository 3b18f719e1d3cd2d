import webpush from "web-push";
import { GET as openLink, POST as turnOff } from "@/app/api/notifications/message-mails/route";
import { mailsTo, type CaughtMail } from "@/scripts/stand-ins/mailbox";
import { openThread, sendInThread, startConversation } from "@/lib/conversations";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { eventually, useJobWorker } from "@/test/job-helpers";
import { PushSubscription, User } from "@/test/models";
import { startPushService, type PushServiceStandIn } from "@/test/push-service";
import { userWithSession } from "@/test/session-helpers";
import { MessageMailBatch } from "@/models/MessageMailBatch";

const outbox = useTemporaryOutbox();
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";
// Long enough for a test to send its messages and read the thread before the mail is due on a busy machine
// (at 2.5 s three sends at a load of 16 outlasted it and the mail went twice), short enough to wait for.
process.env.MESSAGE_MAIL_DELAY_MS = "6000";

let service: PushServiceStandIn;

beforeAll(async () => {
  await resetDatabase();
  service = await startPushService(vapid.publicKey);
});
afterAll(() => service.close());

async function thread(title: string) {
  const owner = await userWithSession({ name: "Ravi Mohanty" });
  const seeker = await userWithSession({ name: "Asha Patnaik" });
  const listing = await createProperty({ title, source: "public", account: owner.user._id, postedBy: "owner" });
  const seekerParty = { kind: "user", userId: String(seeker.user._id) } as const;
  const { id } = await startConversation(String(listing._id), { ...seekerParty, name: "Asha Patnaik" }, "Is it free?");
  return { owner, seeker, seekerParty, ownerParty: { kind: "user", userId: String(owner.user._id) } as const, id };
}

/** Waits until no batch of the thread is pending any more: its mail went, or it was called off. */
const batchesDone = (id: string) =>
  eventually(async () => !(await MessageMailBatch.exists({ conversation: id, state: "pending" })), 60_000);

const offLink = (mail: CaughtMail) =>
  /https?:\/\/\S+\/api\/notifications\/message-mails\?token=[^\s>"]+/.exec(mail.text)?.[0];

describe("notifications of new messages", () => {
  useJobWorker();

  it("mails once for any number of messages left unread, with the thread's link and a way to stop", async () => {
    const { owner, seeker, seekerParty, id } = await thread("Sea-view flat in Puri");
    await sendInThread(seekerParty, id, "Can I visit on Sunday?");
    await sendInThread(seekerParty, id, "Also, is parking included?");
    await batchesDone(id);
    const mails = await mailsTo(outbox, owner.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toContain("Asha sent you 3 messages");
    for (const text of ["Is it free?", "Can I visit on Sunday?", "Also, is parking included?"]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).toContain(`/messages/${id}`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(offLink(mail)).toBeTruthy();
    expect(mail.text).not.toContain(seeker.user.email);
  }, 90_000);

  it("writes the mail in the recipient's own language, with links to the pages in it", async () => {
    const { owner, seekerParty, id } = await thread("ପାଟିଆରେ 2 BHK ଫ୍ଲାଟ୍");
    await User.updateOne({ _id: owner.user._id }, { $set: { language: "or" } });
    await sendInThread(seekerParty, id, "Is there parking?");
    await batchesDone(id);
    const [mail] = await mailsTo(outbox, owner.user.email);
    expect(mail.subject).toBe('"ପାଟିଆରେ 2 BHK ଫ୍ଲାଟ୍" ବିଷୟରେ Asha ଆପଣଙ୍କୁ 2 ଟି ମେସେଜ୍ ପଠାଇଛନ୍ତି | Odisha Homes');
    expect(mail.text).toContain("ଆପଣଙ୍କର 2 ଟି ମେସେଜ୍ ପଢ଼ା ହୋଇନାହିଁ");
    expect(mail.text).toContain("ପଢ଼ନ୍ତୁ ଓ ଉତ୍ତର ଦିଅନ୍ତୁ");
    expect(mail.text).toContain("Is there parking?");
    expect(mail.text).toContain(`/or/messages/${id}`);
    expect(mail.html).toContain('<html lang="or">');
  }, 90_000);

  it("sends nothing when the recipient reads the thread in time, and mails a later message on its own", async () => {
    const { owner, ownerParty, seekerParty, id } = await thread("Duplex in Cuttack");
    await sendInThread(seekerParty, id, "Is the price negotiable?");
    await openThread(ownerParty, id);
    await batchesDone(id);
    expect(await MessageMailBatch.countDocuments({ conversation: id, state: "skipped" })).toBe(1);
    expect(await mailsTo(outbox, owner.user.email)).toEqual([]);

    await sendInThread(seekerParty, id, "Hello again?");
    await batchesDone(id);
    const mails = await mailsTo(outbox, owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Hello again?");
    expect(mails[0].text).not.toContain("Is the price negotiable?");
  }, 90_000);

  it("turns these mails off with the link's one click, and refuses a tampered link", async () => {
    const { owner, seekerParty, id } = await thread("Plot near Khordha");
    await batchesDone(id);
    const [mail] = await mailsTo(outbox, owner.user.email);
    const link = new URL(offLink(mail)!);
    const token = link.searchParams.get("token")!;

    const tampered = await callRoute(
      turnOff,
      `/api/notifications/message-mails?token=${encodeURIComponent(`${token}x`)}`,
      {
        method: "POST",
      },
    );
    expect(tampered.status).toBe(400);
    expect((await User.findById(owner.user._id).lean())?.notifications?.messages?.email).not.toBe(false);

    // The link itself leads to the confirmation page in the reader's language, changing nothing yet.
    for (const [headers, path] of [
      [{}, "/notifications/message-mails"],
      [{ cookie: "NEXT_LOCALE=or" }, "/or/notifications/message-mails"],
    ] as const) {
      const shown = await openLink(new Request(link, { headers }), { params: Promise.resolve({}) });
      expect(shown.status).toBe(303);
      const location = new URL(shown.headers.get("location")!);
      expect([location.pathname, location.searchParams.get("token")]).toEqual([path, token]);
    }
    expect((await User.findById(owner.user._id).lean())?.notifications?.messages?.email).not.toBe(false);

    const off = await callRoute(turnOff, `/api/notifications/message-mails?token=${encodeURIComponent(token)}`, {
      method: "POST",
    });
    expect(off.status).toBe(200);
    expect(off.body.notifications.messages).toEqual({ email: false, push: true });

    await sendInThread(seekerParty, id, "Still there?");
    await batchesDone(id);
    expect(await mailsTo(outbox, owner.user.email)).toHaveLength(1);
  }, 90_000);

  it("pushes each new message to the recipient's devices at once, if they want message pushes", async () => {
    const { owner, seeker, seekerParty, ownerParty, id } = await thread("Villa in Patia");
    const device = service.subscribe();
    await PushSubscription.create({ user: owner.user._id, ...device });
    const quiet = service.subscribe();
    await PushSubscription.create({ user: seeker.user._id, ...quiet });
    await User.updateOne({ _id: seeker.user._id }, { $set: { "notifications.messages.push": false } });

    await sendInThread(seekerParty, id, "Is the garden shared?");
    const push = await eventually(async () =>
      service.received.find((p) => p.endpoint === device.endpoint && JSON.stringify(p.payload).includes("garden")),
    );
    expect(push.payload).toMatchObject({
      body: "Is the garden shared?",
      url: `/messages/${id}`,
      tag: `conversation-${id}`,
    });
    expect((push.payload as { title: string }).title).toContain("Asha");

    await sendInThread(ownerParty, id, "Yes, shared with one flat.");
    await batchesDone(id);
    expect(service.received.filter((p) => p.endpoint === quiet.endpoint)).toEqual([]);
  }, 90_000);
});
