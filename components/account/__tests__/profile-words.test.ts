import { profileSchema, valuesOf } from "@/components/account/profile-values";
import { withProfileErrors } from "@/components/account/profile-words";
import type { SessionUser } from "@/components/providers/session-provider";
import en from "@/messages/en";
import hi from "@/messages/hi";
import or from "@/messages/or";
import { errorWordsOf, translateError } from "@/lib/i18n/error-words";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, LANGUAGE_INVALID } from "@/lib/validation/profile";

// The profile card's messages, the browser's and the server's, have Odia and Hindi words: the lookup its page
// sends (the sign-in and phone groups of Errors, and the profile's own server messages).

const user = { _id: "u1", name: "Bijay Panda", email: "bijay@example.in", phone: "9437011111" } as SessionUser;
const LOOKUPS = {
  or: withProfileErrors(errorWordsOf(en.Errors, or.Errors, ["auth", "phone"]), or.Profile.errors),
  hi: withProfileErrors(errorWordsOf(en.Errors, hi.Errors, ["auth", "phone"]), hi.Profile.errors),
};

const schemaMessages = [
  { name: "", phone: "12", password: "short", confirmPassword: "short" },
  { name: "x".repeat(200), phone: "", password: "New@123456", confirmPassword: "Other@123456" },
  { currentPassword: "Old@12345" },
  { password: "x".repeat(200), confirmPassword: "x".repeat(200) },
].flatMap((changes) => {
  const parsed = profileSchema.safeParse({ ...valuesOf(user), ...changes });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
});

const serverMessages = [
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  LANGUAGE_INVALID,
  "Too many failed attempts. Please try again in 5 minutes.",
  "Reopened. Our team will review it before it shows again.",
  "Your mobile number is verified.",
];

it.each(Object.entries(LOOKUPS))("says every message of the profile card in %s", (_, lookup) => {
  expect(schemaMessages.length).toBeGreaterThan(3);
  const unsaid = [...new Set([...schemaMessages, ...serverMessages])].filter(
    (message) => translateError(lookup, message) === message,
  );
  expect(unsaid).toEqual([]);
});

it("fills a value into a server message in the page's language", () => {
  expect(translateError(LOOKUPS.hi, "Too many failed attempts. Please try again in 5 minutes.")).toBe(
    "बहुत बार ग़लत कोशिश हुई। कृपया 5 मिनट बाद फिर कोशिश करें।",
  );
});
