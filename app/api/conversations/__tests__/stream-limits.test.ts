import mongoose from "mongoose";
import { POST as send } from "@/app/api/conversations/[id]/messages/route";
import { POST as start } from "@/app/api/conversations/route";
import { GET as stream } from "@/app/api/conversations/stream/route";
import { guestToken, startConversation } from "@/lib/conversations";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { clearJobs } from "@/test/job-helpers";
import { authedRequest, userWithSession } from "@/test/session-helpers";

/**
 * Open live streams are capped per account and per guest link (the oldest is closed), and one message reads
 * an account's unread count once however many of its tabs are open.
 */
useTemporaryOutbox();

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  await clearJobs();
});

/** Every stream a test opened is closed after it, whatever happened, so nothing keeps jest running. */
const opened: AbortController[] = [];
afterEach(() => {
  for (const controller of opened.splice(0)) controller.abort();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One open page's stream: what it has received so far, read on demand. */
class Tab {
  private text = "";
  private readonly decoder = new TextDecoder();
  private constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  static async open(how: { cookie: string } | { token: string }): Promise<Tab> {
    const controller = new AbortController();
    opened.push(controller);
    const request =
      "cookie" in how
        ? authedRequest("/api/conversations/stream", how.cookie, { signal: controller.signal })
        : jsonRequest(`/api/conversations/stream?token=${encodeURIComponent(how.token)}`, {
            signal: controller.signal,
          });
    const response = await stream(request, routeContext({}));
    expect(response.status).toBe(200);
    const tab = new Tab(response.body!.getReader());
    // Open once its first count has arrived.
    await tab.until(/event: unread\ndata: [^\n]*\n\n/);
    return tab;
  }

  /** Reads until `pattern` matches what arrived after the last match; returns that part. */
  async until(pattern: RegExp): Promise<string> {
    while (!pattern.test(this.text)) {
      const { value, done } = await this.reader.read();
      if (done) throw new Error(`the stream ended before ${pattern}: ${this.text}`);
      this.text += this.decoder.decode(value, { stream: true });
    }
    const match = pattern.exec(this.text)!;
    const seen = this.text.slice(0, match.index + match[0].length);
    this.text = this.text.slice(seen.length);
    return seen;
  }

  /** Reads to the end of the stream (the server closed it); returns what came before the end. */
  async ended(): Promise<string> {
    for (;;) {
      const { value, done } = await this.reader.read();
      if (done) return this.text;
      this.text += this.decoder.decode(value, { stream: true });
    }
  }
}

const openTabs = async (count: number, how: { cookie: string } | { token: string }) => {
  const tabs: Tab[] = [];
  // One after another, so which is the oldest is known.
  for (let i = 0; i < count; i += 1) tabs.push(await Tab.open(how));
  return tabs;
};

/** The nudge naming thread `id`: the page reads it again. */
const messageAbout = (id: string) => new RegExp(`event: message\\ndata: \\{"conversationId":"${id}"\\}\\n\\n`);

const sendMessage = async (cookie: string, id: string, text: string) => {
  const response = await send(
    authedRequest(`/api/conversations/${id}/messages`, cookie, { method: "POST", json: { text } }),
    routeContext({ id }),
  );
  expect(response.status).toBe(201);
};

/** A by-owner listing and a thread a signed-in seeker started about it. */
async function threadWithOwner() {
  const owner = await userWithSession({ name: "Ravi Mohanty" });
  const seeker = await userWithSession({ name: "Asha Patnaik" });
  const listing = await createProperty({ source: "public", postedBy: "owner", account: owner.user._id });
  const started = await start(
    authedRequest("/api/conversations", seeker.cookie, {
      method: "POST",
      json: { propertyId: String(listing._id), message: "Is it available?" },
    }),
    routeContext({}),
  );
  expect(started.status).toBe(201);
  const { conversation } = (await started.json()) as Json;
  return { owner, seeker, listing, id: conversation.id as string };
}

/**
 * What the database is asked about threads while `act` runs: each operation on the conversations collection
 * as its method and the fields its filter names (ids and times differ from one message to the next).
 */
async function threadQueriesDuring(act: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  mongoose.set("debug", (collection: string, method: string, filter?: unknown) => {
    if (collection !== "conversations") return;
    const fields = filter && typeof filter === "object" ? Object.keys(filter).sort().join(",") : "";
    seen.push(`${method}(${fields})`);
  });
  try {
    await act();
  } finally {
    mongoose.set("debug", false);
  }
  return seen.sort();
}

describe("open live streams per account and per guest link", () => {
  it("caps them at five per account: a sixth closes the oldest, which is told why, and the rest stay open", async () => {
    const { owner, seeker, id } = await threadWithOwner();
    const othersTab = await Tab.open({ cookie: owner.cookie });
    const tabs = await openTabs(6, { cookie: seeker.cookie });

    // The oldest ends cleanly, with the event that tells its page not to reconnect at once.
    expect(await tabs[0].ended()).toMatch(/event: replaced\n/);
    // The five newest still hear of a new message, and so does the other account's only stream.
    await sendMessage(owner.cookie, id, "Yes, come on Sunday.");
    for (const tab of tabs.slice(1)) await tab.until(messageAbout(id));
    await othersTab.until(messageAbout(id));

    // A seventh closes the next oldest, and only it.
    tabs.push(await Tab.open({ cookie: seeker.cookie }));
    expect(await tabs[1].ended()).toMatch(/event: replaced\n/);
    await sendMessage(owner.cookie, id, "Any time after ten.");
    for (const tab of tabs.slice(2)) await tab.until(messageAbout(id));
  });

  it("caps a guest link's streams the same way, apart from the accounts'", async () => {
    const owner = await userWithSession({ name: "Ravi Mohanty" });
    const listing = await createProperty({ source: "public", postedBy: "owner", account: owner.user._id });
    const started = await startConversation(
      String(listing._id),
      { kind: "guest", email: "meera@example.in", name: "Meera Nayak" },
      "Is it free?",
    );
    const token = guestToken(started.id);
    const ownersTab = await Tab.open({ cookie: owner.cookie });
    const tabs = await openTabs(6, { token });

    expect(await tabs[0].ended()).toMatch(/event: replaced\n/);
    await sendMessage(owner.cookie, started.id, "Yes, it is.");
    for (const tab of tabs.slice(1)) {
      expect(await tab.until(/event: unread\ndata: \{"unread":1\}/)).toMatch(messageAbout(started.id));
    }
    // The owner's stream is not the link's: it stayed open.
    await ownersTab.until(messageAbout(started.id));
  });

  it("reads an account's unread count once per message however many of its tabs are open", async () => {
    const { owner, seeker, id } = await threadWithOwner();
    const first = await Tab.open({ cookie: owner.cookie });

    // With one tab open: what one message costs.
    const withOne = await threadQueriesDuring(async () => {
      await sendMessage(seeker.cookie, id, "Is the parking covered?");
      await first.until(/event: unread\ndata: \{"unread":2\}/);
    });
    expect(withOne.length).toBeGreaterThan(0);

    // With five: the same, and every tab still gets the new count.
    const tabs = [first, ...(await openTabs(4, { cookie: owner.cookie }))];
    const withFive = await threadQueriesDuring(async () => {
      await sendMessage(seeker.cookie, id, "And is water available all day?");
      for (const tab of tabs) {
        expect(await tab.until(/event: unread\ndata: \{"unread":\d+\}/)).toMatch(
          new RegExp(`${messageAbout(id).source}event: unread\\ndata: \\{"unread":3\\}`),
        );
      }
    });
    expect(withFive).toEqual(withOne);
  });
});
