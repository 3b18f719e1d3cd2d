import en from "@/messages/en";
import hi from "@/messages/hi";
import or from "@/messages/or";
import { messageTime } from "@/components/messages/message-time";
import { BLOCKED, NO_NUMBER_TO_SHARE, ONLY_OWNERS_SHARE, REPORTED } from "@/lib/conversations/actions";
import { BLOCKED_BY_OWNER } from "@/lib/conversations/blocks";
import { GUEST_LINK_NOT_VALID } from "@/lib/conversations/guest-link";
import { CONVERSATION_CLOSED, THREAD_NOT_FOUND } from "@/lib/conversations/messages";
import { translateError } from "@/lib/i18n/error-words";
import { reportConversationSchema, sendMessageSchema } from "@/lib/validation/conversation";
import { MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from "@/domain/conversations/options";

// The conversation pages say the API's and the schemas' English messages in the page's language by matching
// them against `Messages.said` (lib/i18n/conversation-words.ts): each must be there word for word.
const saidIn = (page: typeof en) =>
  Object.fromEntries(
    Object.entries(en.Messages.said).map(([key, text]) => [
      text,
      page.Messages.said[key as keyof typeof en.Messages.said],
    ]),
  );
const ODIA = saidIn(or);
const HINDI = saidIn(hi);

const schemaMessages = (schema: typeof sendMessageSchema | typeof reportConversationSchema, values: unknown[]) =>
  values.flatMap((value) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });

describe("the conversation pages' messages", () => {
  it("keep the server's answers verbatim, so an Odia or Hindi page can say them", () => {
    const answers = [
      REPORTED,
      BLOCKED,
      NO_NUMBER_TO_SHARE,
      ONLY_OWNERS_SHARE,
      BLOCKED_BY_OWNER,
      GUEST_LINK_NOT_VALID,
      CONVERSATION_CLOSED,
      THREAD_NOT_FOUND,
    ];
    for (const answer of answers) {
      expect(translateError(ODIA, answer)).not.toBe(answer);
      expect(translateError(HINDI, answer)).not.toBe(answer);
    }
    expect(translateError(HINDI, BLOCKED)).toBe(hi.Messages.said.blocked);
    // The thread's own rate limit names its wait, said in the page's words by the Errors' `wait` group.
    const waitWords = {
      ...ODIA,
      ...Object.fromEntries(
        Object.entries(en.Errors.wait).map(([k, t]) => [t, or.Errors.wait[k as keyof typeof en.Errors.wait]]),
      ),
    };
    expect(translateError(waitWords, "You are sending messages too quickly. Please wait 2 minutes.")).toBe(
      "ଆପଣ ବହୁତ ଶୀଘ୍ର ମେସେଜ୍ ପଠାଉଛନ୍ତି। " + or.Errors.wait.minutes.replace("{count}", "2") + " ଅପେକ୍ଷା କରନ୍ତୁ।",
    );
  });

  it("say every message of the composer's and the report's checks", () => {
    const messages = [
      ...schemaMessages(sendMessageSchema, [
        { text: "" },
        { text: 5 },
        { text: "<b>hello</b>" },
        { text: "a\u0007b" },
        { text: "x".repeat(MESSAGE_MAX_LENGTH + 1) },
      ]),
      ...schemaMessages(reportConversationSchema, [
        { reason: "" },
        { reason: "x".repeat(REPORT_REASON_MAX_LENGTH + 1) },
      ]),
    ];
    expect(messages.length).toBeGreaterThanOrEqual(7);
    for (const message of messages) {
      expect(translateError(ODIA, message)).not.toBe(message);
      expect(translateError(HINDI, message)).not.toBe(message);
    }
    expect(translateError(ODIA, `Please keep your message under ${MESSAGE_MAX_LENGTH} characters`)).toBe(
      `ମେସେଜ୍ ${MESSAGE_MAX_LENGTH} ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ`,
    );
  });
});

describe("when a message was sent", () => {
  const at = "2026-11-29T09:35:00Z";

  it("reads in English as it always did", () => {
    const english = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(at));
    expect(messageTime(at, "en")).toBe(english);
  });

  it("reads day first with the month named in Odia and Hindi, in Western digits", () => {
    const odia = messageTime(at, "or");
    const hindi = messageTime(at, "hi");
    expect(odia).toMatch(/^\d{1,2} ନଭେମ୍ବର, \d{1,2}:\d{2}/);
    expect(hindi).toMatch(/^\d{1,2} नवंबर, \d{1,2}:\d{2}/);
    expect(`${odia}${hindi}`).not.toMatch(/[୦-୯०-९]/);
  });
});
