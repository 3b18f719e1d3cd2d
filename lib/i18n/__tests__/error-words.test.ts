import en from "@/messages/en";
import hi from "@/messages/hi";
import or from "@/messages/or";
import { errorWordsOf, translateError, type ErrorGroup } from "@/lib/i18n/error-words";
import {
  loginSchema,
  registerDetailsSchema,
  registerPasswordSchema,
  resetPasswordFormSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from "@/lib/validation/auth";
import { contactAgentFormSchema, contactAgentSchema, ownerEnquiryFormSchema } from "@/lib/validation/contact-agent";
import { startConversationSchema } from "@/lib/validation/conversation";
import { createMessageSchema } from "@/lib/validation/message";
import { bookVisitFormSchema } from "@/lib/validation/payment";
import { phoneCodeRequestSchema, phoneCodeSchema } from "@/lib/validation/phone";
import { reportListingSchema } from "@/lib/validation/report";
import type { z } from "@/lib/validation/zod";

const GROUPS = Object.keys(en.Errors) as ErrorGroup[];
const ODIA = errorWordsOf(en.Errors, or.Errors, GROUPS);
const HINDI = errorWordsOf(en.Errors, hi.Errors, GROUPS);

describe("saying a form's message in the page's language", () => {
  it("finds a message by its English words, and leaves an unknown one as it is", () => {
    expect(translateError(ODIA, "Email is required")).toBe(or.Errors.common.emailRequired);
    expect(translateError(HINDI, "Passwords do not match")).toBe(hi.Errors.auth.passwordsDiffer);
    expect(translateError(ODIA, "Something nobody catalogued")).toBe("Something nobody catalogued");
  });

  it("matches a message built around a value, and says the value too", () => {
    expect(translateError(ODIA, "Too many failed sign-in attempts. Please try again in 5 minutes.")).toBe(
      "ବହୁତ ଥର ଲଗ୍ ଇନ୍ ବିଫଳ ହେଲା। 5 ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    );
    expect(translateError(HINDI, "Too many messages from your network. Please try again in 45 seconds.")).toBe(
      "आपके नेटवर्क से बहुत सारे संदेश आए हैं। कृपया 45 सेकंड बाद फिर कोशिश करें।",
    );
    expect(translateError(HINDI, "Please keep this under 1000 characters")).toBe("कृपया इसे 1000 अक्षरों के अंदर रखें");
  });

  it("uses the values' own patterns only inside a message", () => {
    expect(translateError(ODIA, "15 minutes")).toBe("15 minutes");
  });

  it("ships nothing to an English page, and only the groups asked for (with the shared ones) elsewhere", () => {
    expect(errorWordsOf(en.Errors, en.Errors, GROUPS)).toEqual({});
    const contact = errorWordsOf(en.Errors, or.Errors, ["contact"]);
    expect(contact["Please choose a subject"]).toBe(or.Errors.contact.chooseSubject);
    expect(contact["Error connecting to server"]).toBe(or.Errors.common.connection);
    expect(contact["Passwords do not match"]).toBeUndefined();
    expect(translateError({}, "Passwords do not match")).toBe("Passwords do not match");
  });
});

/** Every message `schema` gives for each of `inputs`. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  });
}

const long = (n: number) => "x".repeat(n);
const FORMS: Array<[string, z.ZodType, unknown[]]> = [
  ["sign-in", loginSchema, [{}, { email: "", password: "" }, { email: "not-an-email", password: "x" }]],
  ["registration details", registerDetailsSchema, [{}, { name: "", email: "" }, { name: long(101), email: "a@" }]],
  [
    "registration password",
    registerPasswordSchema,
    [{}, { password: "", confirmPassword: "", terms: false }, { password: "short", confirmPassword: "x", terms: true }],
  ],
  [
    "registration password (long)",
    registerPasswordSchema,
    [{ password: long(129), confirmPassword: long(129), terms: true }],
  ],
  [
    "e-mail code",
    verifyOtpSchema,
    [{}, { email: "a@b.in", otp: "", purpose: "x" }, { email: "a@b.in", otp: "12", purpose: "reset" }],
  ],
  ["send code", sendOtpSchema, [{ email: "" }]],
  ["new password", resetPasswordFormSchema, [{}, { newPassword: "12345678", confirmPassword: "87654321" }]],
  ["phone number", phoneCodeRequestSchema, [{}, { phone: "" }, { phone: long(21) }]],
  [
    "phone code",
    phoneCodeSchema,
    [
      { phone: "9876543210", otp: "" },
      { phone: "9876543210", otp: "12" },
    ],
  ],
  [
    "enquiry",
    contactAgentFormSchema,
    [
      {},
      { name: "", phone: "12", email: "x", message: "" },
      { name: long(101), phone: "9876543210", email: "a@b.in", message: "<b>hi</b>" },
      { name: "A", phone: "9876543210", email: "a@b.in", message: "hi\u0007" },
      { name: "A", phone: "9876543210", email: "a@b.in", message: long(2001) },
    ],
  ],
  ["owner enquiry", ownerEnquiryFormSchema, [{ name: "", email: "", message: "  " }]],
  ["enquiry sent", contactAgentSchema, [{ name: "A", email: "a@b.in", message: "hi" }]],
  [
    "signed-in enquiry",
    startConversationSchema.pick({ message: true }),
    [{}, { message: " " }, { message: long(4001) }],
  ],
  [
    "contact",
    createMessageSchema,
    [
      {},
      { name: "", email: "", phone: "12", subject: "x", message: "" },
      { name: long(101), email: "a@b.in", message: long(2001) },
    ],
  ],
  [
    "visit",
    bookVisitFormSchema,
    // What the dialog can send: its fields start empty, and the time is one of its select's options.
    [
      { preferredDate: "", preferredTime: "", note: "", phone: "" },
      { preferredDate: "2020-13-45", preferredTime: "morning", note: long(501), phone: "12" },
      { preferredDate: "12/01/2030", preferredTime: "", phone: "9876543210" },
      { preferredDate: "2000-01-01", preferredTime: "", phone: "9876543210" },
      { preferredDate: "2999-01-01", preferredTime: "", phone: "9876543210" },
    ],
  ],
  [
    "report",
    reportListingSchema,
    [{}, { reason: "Other", details: "", email: "" }, { reason: "Other", details: long(1001), email: "x" }],
  ],
];

describe("every message of the sign-in, registration, enquiry, contact, visit and report forms", () => {
  it.each(FORMS)("%s: has Odia and Hindi words", (_name, schema, inputs) => {
    const messages = messagesOf(schema, inputs);
    expect(messages.length).toBeGreaterThan(0);
    const untranslated = messages.filter(
      (message) => translateError(ODIA, message) === message || translateError(HINDI, message) === message,
    );
    expect(untranslated).toEqual([]);
  });
});
